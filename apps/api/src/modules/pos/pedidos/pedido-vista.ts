import { type Db, schema, type Tx } from '@kipu/db';
import { importesPedido, type LineaImporte } from '@kipu/peru/pos/pedido';
import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';

type Linea = typeof schema.posPedidoLineas.$inferSelect;
type Pedido = typeof schema.posPedidos.$inferSelect;

/** A numeric column as the screens show it: no trailing zeros ('2', '15.5'). */
export const numero = (v: string) => new Decimal(v).toString();

export type LineaPedidoVista = {
  id: string;
  producto_id: string;
  codigo: string;
  descripcion: string;
  cantidad: string;
  precio_unitario: string;
  importe: string;
  nota: string | null;
  componentes: schema.ComponenteLinea[];
  usuario_id: string;
  comanda_id: string | null;
  enviada: boolean;
};

export type PedidoVista = {
  id: string;
  tipo: string;
  estado: string;
  local_id: string;
  zona_id: string | null;
  mesa_id: string | null;
  usuario_id: string;
  nota: string | null;
  total: string;
  comprobante_id: string | null;
  documento_interno_id: string | null;
  created_at: string;
  lineas: LineaPedidoVista[];
};

const importe = (l: Linea): LineaImporte => ({
  cantidad: l.cantidad,
  precioUnitario: l.precioUnitario,
  afectacion: l.tipoIgv,
});

/** The order's amounts as today's document would print them (the charge asks for exactly these). */
export const importesDe = (lineas: Linea[]) => importesPedido(lineas.map(importe), hoyEnLima());

const vistaLinea = (l: Linea, importe: string): LineaPedidoVista => ({
  id: l.id,
  producto_id: l.productoId,
  codigo: l.codigo,
  descripcion: l.descripcion,
  cantidad: numero(l.cantidad),
  precio_unitario: numero(l.precioUnitario),
  importe,
  nota: l.nota,
  componentes: l.componentes ?? [],
  usuario_id: l.usuarioId,
  comanda_id: l.comandaId,
  enviada: l.enviadaAt !== null,
});

export const vistaPedido = (p: Pedido, lineas: Linea[]): PedidoVista => {
  const importes = importesDe(lineas).lineas;
  return {
    id: p.id,
    tipo: p.tipo,
    estado: p.estado,
    local_id: p.localId,
    zona_id: p.zonaId,
    mesa_id: p.mesaId,
    usuario_id: p.usuarioId,
    nota: p.nota,
    total: p.total,
    comprobante_id: p.comprobanteId,
    documento_interno_id: p.documentoInternoId,
    created_at: p.createdAt.toISOString(),
    lineas: lineas.map((l, i) => vistaLinea(l, importes[i] ?? '0.00')),
  };
};

/** The lines of an order in the order they were added. */
export function lineasDe(db: Db | Tx, pedidoId: string) {
  return db
    .select()
    .from(schema.posPedidoLineas)
    .where(eq(schema.posPedidoLineas.pedidoId, pedidoId))
    .orderBy(asc(schema.posPedidoLineas.createdAt), asc(schema.posPedidoLineas.id));
}

export async function leerPedido(db: Db, p: Pedido): Promise<PedidoVista> {
  return vistaPedido(p, await lineasDe(db, p.id));
}
