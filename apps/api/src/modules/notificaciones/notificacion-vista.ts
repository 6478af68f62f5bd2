import type { schema } from '@kipu/db';

export type NotificacionVista = {
  id: string;
  titulo: string;
  mensaje: string;
  link: string | null;
  created_at: string;
  readed_at: string | null;
};

export function vistaNotificacion(n: typeof schema.notificaciones.$inferSelect): NotificacionVista {
  return {
    id: n.id,
    titulo: n.titulo,
    mensaje: n.mensaje,
    link: n.link,
    created_at: n.createdAt.toISOString(),
    readed_at: n.leidaAt?.toISOString() ?? null,
  };
}
