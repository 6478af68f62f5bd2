import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { NotificacionVista } from '../../modules/notificaciones/notificacion-vista.ts';
import type { ComandaVista } from '../../modules/pos/cocina/comanda-vista.ts';
import type { DeliveryVista } from '../../modules/pos/delivery/delivery-vista.ts';
import type { MesaEstado } from '../../modules/pos/pedidos/mapa-mesas.ts';

/** Live events by topic; the id narrows a topic to one recipient. */
export type Topicos = {
  'notificacion:nueva': [usuarioId: string, notificacion: NotificacionVista];
  /** A table of the zone changed (taken, freed, moved): every screen of the room repaints it. */
  'pos:mesa': [zonaId: string, mesa: MesaEstado];
  /** A comanda of the kitchen arrived or changed state. */
  'pos:comanda': [cocinaId: string, comanda: ComandaVista];
  /** A delivery order of the company was registered or changed (state, courier, lines, charge). */
  'pos:delivery': [empresaId: string, delivery: DeliveryVista];
};

export type Eventos = { pubsub: PubSub<Topicos>; cerrar(): Promise<void> };

/** In-process by default; through Redis when REDIS_URL is set, so every API instance sees every event. */
export function crearEventos(redisUrl: string | undefined): Eventos {
  if (!redisUrl) return { pubsub: createPubSub<Topicos>(), cerrar: async () => {} };
  const publicar = new Redis(redisUrl);
  const escuchar = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient: publicar, subscribeClient: escuchar });
  return {
    pubsub: createPubSub<Topicos>({ eventTarget }),
    async cerrar() {
      await Promise.all([publicar.quit(), escuchar.quit()]);
    },
  };
}
