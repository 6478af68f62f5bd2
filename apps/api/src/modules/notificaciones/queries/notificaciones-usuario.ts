import { schema } from '@kipu/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { type NotificacionVista, vistaNotificacion } from '../notificacion-vista.ts';

export async function notificacionesDelUsuario(
  deps: Dependencias,
  usuarioId: string,
  limite: number,
): Promise<NotificacionVista[]> {
  const { notificaciones } = schema;
  const filas = await deps.db
    .select()
    .from(notificaciones)
    .where(eq(notificaciones.usuarioId, usuarioId))
    .orderBy(desc(notificaciones.createdAt))
    .limit(Math.min(Math.max(limite, 1), 100));
  return filas.map(vistaNotificacion);
}

export async function noLeidas(deps: Dependencias, usuarioId: string): Promise<number> {
  const { notificaciones } = schema;
  const [fila] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificaciones)
    .where(and(eq(notificaciones.usuarioId, usuarioId), isNull(notificaciones.leidaAt)));
  return fila?.n ?? 0;
}
