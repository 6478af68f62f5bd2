import type { Db, schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { type CobroDocumento, type Cuenta, cuentaDe, type Linea } from './cuenta-pedido.ts';

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
  /** Catálogo 07 IGV affectation: with the price, what a part of the line costs on a document. */
  afectacion: string;
  importe: string;
  cantidad_cobrada: string;
  cantidad_pendiente: string;
  importe_pendiente: string;
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
  cobrado: string;
  pendiente: string;
  comprobante_id: string | null;
  documento_interno_id: string | null;
  created_at: string;
  cobrando_desde: string | null;
  lineas: LineaPedidoVista[];
  cobros: CobroDocumento[];
};

const vistaLinea = (l: Linea, c: Cuenta, i: number): LineaPedidoVista => {
  const cobrada = c.porCobrar[i]?.cobrada ?? '0';
  return {
    id: l.id,
    producto_id: l.productoId,
    codigo: l.codigo,
    descripcion: l.descripcion,
    cantidad: numero(l.cantidad),
    precio_unitario: numero(l.precioUnitario),
    afectacion: l.tipoIgv,
    importe: c.importes[i] ?? '0.00',
    cantidad_cobrada: numero(cobrada),
    cantidad_pendiente: new Decimal(l.cantidad).minus(cobrada).toString(),
    importe_pendiente: c.importesPendientes[i] ?? '0.00',
    nota: l.nota,
    componentes: l.componentes ?? [],
    usuario_id: l.usuarioId,
    comanda_id: l.comandaId,
    enviada: l.enviadaAt !== null,
  };
};

export const vistaPedido = (p: Pedido, c: Cuenta): PedidoVista => ({
  id: p.id,
  tipo: p.tipo,
  estado: p.estado,
  local_id: p.localId,
  zona_id: p.zonaId,
  mesa_id: p.mesaId,
  usuario_id: p.usuarioId,
  nota: p.nota,
  total: p.total,
  cobrado: c.cobrado,
  pendiente: p.estado === 'cobrado' ? '0.00' : c.pendiente,
  comprobante_id: p.comprobanteId,
  documento_interno_id: p.documentoInternoId,
  created_at: p.createdAt.toISOString(),
  cobrando_desde: p.estado === 'cobrando' ? (p.cobrandoDesde ?? p.updatedAt).toISOString() : null,
  lineas: c.lineas.map((l, i) => vistaLinea(l, c, i)),
  cobros: c.cobros,
});

export async function leerPedido(db: Db, p: Pedido): Promise<PedidoVista> {
  return vistaPedido(p, await cuentaDe(db, p.id));
}
