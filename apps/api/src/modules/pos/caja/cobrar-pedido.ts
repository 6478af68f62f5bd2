import { schema } from '@kipu/db';
import { aplicarPagos, type PagoEntrada } from '@kipu/peru/pos/pagos';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { emitirComprobante } from '../../facturacion/commands/emitir-comprobante.ts';
import { type EmitirComprobanteInput, entradaDelComprobante } from '../../facturacion/entrada-comprobante.ts';
import { calcular } from '../../facturacion/guardar-comprobante.ts';
import { emitirDocumentoInterno } from '../../facturacion/internos/commands/emitir-documento-interno.ts';
import { publicarMesas } from '../pedidos/mapa-mesas.ts';
import { pedidoDeEmpresa } from '../pedidos/pedido-de-empresa.ts';
import { leerPedido, lineasDe, type PedidoVista } from '../pedidos/pedido-vista.ts';

export type CobrarEntrada = {
  sesion_caja_id: string;
  /** 01 factura, 03 boleta, 99 nota de venta. */
  tipo: string;
  serie?: string | null;
  cliente: EmitirComprobanteInput['cliente'];
  pagos: PagoEntrada[];
};

export type CobroVista = {
  pedido: PedidoVista;
  documento: { id: string; tipo: string; serie: string; numero: number; importe_total: string };
  vuelto: string;
};

type Linea = typeof schema.posPedidoLineas.$inferSelect;

/** The order's lines as the invoicing commands take them: unit price with taxes, the product's IGV. */
const lineasDelDocumento = (lineas: Linea[]): EmitirComprobanteInput['lineas'] =>
  lineas.map((l) => ({
    codigo: l.codigo,
    descripcion: l.descripcion,
    unidad: l.medidaId,
    cantidad: l.cantidad,
    precio_unitario: l.precioUnitario,
    afectacion: l.tipoIgv,
  }));

/** Marks the order being charged, if it is still open: two cashiers charging it at once charge it once. */
async function tomarParaCobro(deps: Dependencias, pedidoId: string): Promise<boolean> {
  const p = schema.posPedidos;
  const tomados = await deps.db
    .update(p)
    .set({ estado: 'cobrando' })
    .where(and(eq(p.id, pedidoId), eq(p.estado, 'abierto')))
    .returning({ id: p.id });
  return tomados.length === 1;
}

async function devolverAbierto(deps: Dependencias, pedidoId: string) {
  await deps.db
    .update(schema.posPedidos)
    .set({ estado: 'abierto' })
    .where(eq(schema.posPedidos.id, pedidoId));
}

/**
 * Charges an order: checks the payments against the document's total (the invoicing calculation's, so
 * they always agree), emits the boleta, factura or nota de venta through the invoicing commands (same
 * series, numbering and SUNAT flow as any document), records the payments in the cash session and
 * frees the table. Nothing is written and no number taken when the input is wrong.
 */
export async function cobrarPedido(
  deps: Dependencias,
  sesion: SesionActiva,
  pedidoId: string,
  e: CobrarEntrada,
): Promise<CobroVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const pedido = await pedidoDeEmpresa(deps.db, empresaId, pedidoId);
  if (pedido.estado !== 'abierto') throw entradaInvalida('El pedido ya no está abierto');
  const caja = await exigirDeEmpresa(deps, sesion, schema.posCajaSesiones, e.sesion_caja_id);
  if (caja.cerradaAt) throw entradaInvalida('La sesión de caja está cerrada');
  if (!['01', '03', '99'].includes(e.tipo))
    throw entradaInvalida('El comprobante debe ser factura (01), boleta (03) o nota de venta (99)');
  const lineas = await lineasDe(deps.db, pedidoId);
  if (lineas.length === 0) throw entradaInvalida('El pedido no tiene productos');
  const documento: EmitirComprobanteInput = {
    tipo: e.tipo === '01' ? '01' : '03',
    serie: e.serie,
    cliente: e.cliente,
    lineas: lineasDelDocumento(lineas),
    forma_pago: { tipo: 'contado' },
  };
  // The total does not depend on series or number: computed as the document will be, before any write.
  const total = calcular(entradaDelComprobante(documento, 'X001', 1, hoyEnLima(), horaEnLima())).importeTotal;
  const cobro = aplicarPagos(total, e.pagos);
  if ('error' in cobro) throw entradaInvalida(cobro.error);

  if (!(await tomarParaCobro(deps, pedidoId))) throw entradaInvalida('El pedido ya no está abierto');
  // A waiter may have added a line between reading the lines and claiming the order (no line can be
  // added after the claim): then the document would miss it, so the charge is refused instead.
  const alCobrar = await lineasDe(deps.db, pedidoId);
  if (alCobrar.map((l) => l.id).join() !== lineas.map((l) => l.id).join()) {
    await devolverAbierto(deps, pedidoId);
    throw entradaInvalida('El pedido cambió mientras se cobraba: revise el total e intente nuevamente');
  }
  let emitido: CobroVista['documento'];
  try {
    const d =
      e.tipo === '99'
        ? await emitirDocumentoInterno(deps, sesion, { ...documento, tipo: '99', persona: e.cliente })
        : await emitirComprobante(deps, sesion, documento);
    emitido = { id: d.id, tipo: e.tipo, serie: d.serie, numero: d.numero, importe_total: d.importe_total };
  } catch (error) {
    await devolverAbierto(deps, pedidoId);
    throw error;
  }

  const cobrado = await deps.db.transaction(async (tx) => {
    await tx
      .insert(schema.posPagos)
      .values(cobro.pagos.map((p) => ({ empresaId, pedidoId, cajaSesionId: caja.id, ...p })));
    const [fila] = await tx
      .update(schema.posPedidos)
      .set({
        estado: 'cobrado',
        cajaSesionId: caja.id,
        cobradoAt: new Date(),
        ...(e.tipo === '99' ? { documentoInternoId: emitido.id } : { comprobanteId: emitido.id }),
      })
      .where(eq(schema.posPedidos.id, pedidoId))
      .returning();
    return fila ?? pedido;
  });
  await publicarMesas(deps, [cobrado.mesaId]);
  return { pedido: await leerPedido(deps.db, cobrado), documento: emitido, vuelto: cobro.vuelto };
}
