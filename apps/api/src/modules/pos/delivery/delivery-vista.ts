import { schema } from '@kipu/db';
import { inArray } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { pedidoDeEmpresa } from '../pedidos/pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from '../pedidos/pedido-vista.ts';

/** A delivery order as the delivery board shows it: its order, where it goes, its state and courier. */
export type DeliveryVista = {
  pedido: PedidoVista;
  cliente_id: string | null;
  repartidor_id: string | null;
  nombres: string;
  telefono: string;
  direccion: string;
  referencia: string;
  nota: string;
  estado: string;
  en_camino_at: string | null;
  entregado_at: string | null;
};

type Delivery = typeof schema.posDeliveries.$inferSelect;

/** The row with its order, read within the row's own company. */
export async function vistaDelivery(deps: Dependencias, d: Delivery): Promise<DeliveryVista> {
  return {
    pedido: await leerPedido(deps.db, await pedidoDeEmpresa(deps.db, d.empresaId, d.pedidoId)),
    cliente_id: d.clienteId,
    repartidor_id: d.repartidorId,
    nombres: d.nombres,
    telefono: d.telefono,
    direccion: d.direccion,
    referencia: d.referencia,
    nota: d.nota,
    estado: d.estado,
    en_camino_at: d.enCaminoAt?.toISOString() ?? null,
    entregado_at: d.entregadoAt?.toISOString() ?? null,
  };
}

/** Publishes one delivery to its company's boards (after its change commits) and answers its view. */
export async function publicarDelivery(deps: Dependencias, d: Delivery): Promise<DeliveryVista> {
  const v = await vistaDelivery(deps, d);
  deps.pubsub.publish('pos:delivery', d.empresaId, v);
  return v;
}

/**
 * Publishes the delivery orders among these orders (others are ignored) to their company's delivery
 * boards. Called after the change commits, so every screen shows what the database holds.
 */
export async function publicarDeliveries(deps: Dependencias, pedidoIds: (string | null)[]): Promise<void> {
  const ids = [...new Set(pedidoIds.filter((id): id is string => !!id))];
  if (ids.length === 0) return;
  const d = schema.posDeliveries;
  for (const fila of await deps.db.select().from(d).where(inArray(d.pedidoId, ids)))
    await publicarDelivery(deps, fila);
}
