import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { type NotificacionVista, vistaNotificacion } from '../notificacion-vista.ts';

export type NuevaNotificacion = {
  titulo: string;
  mensaje: string;
  link?: string | null;
  empresaId?: string | null;
  tipo?: string;
};

export type Destino = { usuarioId: string } | { rolId: string };

/**
 * Stores a notification for each recipient (one user, or every active user of a role) and publishes it
 * live to their open sessions. Other modules call this; it is the only way notifications are made.
 */
export async function notificar(
  deps: Dependencias,
  destino: Destino,
  n: NuevaNotificacion,
): Promise<NotificacionVista[]> {
  const { usuarios, notificaciones } = schema;
  const ids =
    'usuarioId' in destino
      ? [destino.usuarioId]
      : (
          await deps.db
            .select({ id: usuarios.id })
            .from(usuarios)
            .where(and(eq(usuarios.rolId, destino.rolId), isNull(usuarios.deletedAt)))
        ).map((u) => u.id);
  if (ids.length === 0) return [];
  const filas = await deps.db
    .insert(notificaciones)
    .values(
      ids.map((usuarioId) => ({
        usuarioId,
        titulo: n.titulo,
        mensaje: n.mensaje,
        link: n.link ?? null,
        empresaId: n.empresaId ?? null,
        tipo: n.tipo ?? 'general',
      })),
    )
    .returning();
  const vistas = filas.map(vistaNotificacion);
  filas.forEach((f, i) => {
    const vista = vistas[i];
    if (vista) deps.pubsub.publish('notificacion:nueva', f.usuarioId, vista);
  });
  return vistas;
}
