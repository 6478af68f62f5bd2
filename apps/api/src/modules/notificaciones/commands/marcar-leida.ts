import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { prohibido } from '../../../shared/errores.ts';
import { type NotificacionVista, vistaNotificacion } from '../notificacion-vista.ts';

/** Marks the user's own notification read (the first time its link is opened); another's is FORBIDDEN. */
export async function marcarLeida(
  deps: Dependencias,
  usuarioId: string,
  id: string,
): Promise<NotificacionVista> {
  const { notificaciones } = schema;
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw prohibido();
  const [n] = await deps.db
    .select()
    .from(notificaciones)
    .where(and(eq(notificaciones.id, id), eq(notificaciones.usuarioId, usuarioId)));
  if (!n) throw prohibido();
  if (n.leidaAt) return vistaNotificacion(n);
  const [leida] = await deps.db
    .update(notificaciones)
    .set({ leidaAt: new Date() })
    .where(eq(notificaciones.id, id))
    .returning();
  return vistaNotificacion(leida ?? n);
}
