import { schema } from '@kipu/db';
import { type LineaACobrar, todoLoPendiente, validarSeleccion } from '@kipu/peru/pos/cuenta';
import { aplicarPagos, type PagoEntrada } from '@kipu/peru/pos/pagos';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { regimenIgvDeEmpresa } from '../../empresas/regimen-igv.ts';
import { emitirComprobante } from '../../facturacion/commands/emitir-comprobante.ts';
import { type EmitirComprobanteInput, entradaDelComprobante } from '../../facturacion/entrada-comprobante.ts';
import { calcular } from '../../facturacion/guardar-comprobante.ts';
import { emitirDocumentoInterno } from '../../facturacion/internos/commands/emitir-documento-interno.ts';
import { publicarDeliveries } from '../delivery/delivery-vista.ts';
import { type Cuenta, cuentaDe } from '../pedidos/cuenta-pedido.ts';
import { publicarMesas } from '../pedidos/mapa-mesas.ts';
import { pedidoDeEmpresa } from '../pedidos/pedido-de-empresa.ts';
import { leerPedido, type PedidoVista } from '../pedidos/pedido-vista.ts';
import { publicarCobro } from './cobranza-contable.ts';

export type CobrarEntrada = {
  sesion_caja_id: string;
  /** 01 factura, 03 boleta, 99 nota de venta. */
  tipo: string;
  serie?: string | null;
  cliente: EmitirComprobanteInput['cliente'];
  pagos: PagoEntrada[];
  /** Split bill: the quantities of the lines this document carries; absent, everything still uncharged. */
  lineas?: LineaACobrar[] | null;
};

export type CobroVista = {
  pedido: PedidoVista;
  documento: { id: string; tipo: string; serie: string; numero: number; importe_total: string };
  vuelto: string;
};

/** The lines this charge carries (the selection's, or all that remains), or the reason in Spanish. */
function seleccionDe(cuenta: Cuenta, lineas: CobrarEntrada['lineas']): LineaACobrar[] {
  if (!lineas) {
    const todo = todoLoPendiente(cuenta.porCobrar);
    if (todo.length === 0) throw entradaInvalida('El pedido no tiene productos por cobrar');
    return todo;
  }
  const elegidas = validarSeleccion(cuenta.porCobrar, lineas);
  if ('error' in elegidas) throw entradaInvalida(elegidas.error);
  return elegidas.lineas;
}

/** The selected quantities as the invoicing commands take them: unit price with taxes, the product's IGV. */
function lineasDelDocumento(cuenta: Cuenta, seleccion: LineaACobrar[]): EmitirComprobanteInput['lineas'] {
  return seleccion.map((s) => {
    const l = cuenta.lineas.find((x) => x.id === s.linea_id);
    if (!l) throw entradaInvalida('Una de las líneas elegidas no es de este pedido');
    return {
      codigo: l.codigo,
      descripcion: l.descripcion,
      unidad: l.medidaId,
      cantidad: s.cantidad,
      precio_unitario: l.precioUnitario,
      afectacion: l.tipoIgv,
    };
  });
}

/**
 * Marks the order being charged, if it is still open: two cashiers charging it at once charge it once.
 * Since when, by whom and for what total are kept so a charge that died can be told and released.
 */
async function tomarParaCobro(deps: Dependencias, pedidoId: string, usuarioId: string, total: string) {
  const p = schema.posPedidos;
  const tomados = await deps.db
    .update(p)
    .set({ estado: 'cobrando', cobrandoDesde: new Date(), cobrandoPor: usuarioId, cobrandoTotal: total })
    .where(and(eq(p.id, pedidoId), eq(p.estado, 'abierto')))
    .returning({ id: p.id });
  return tomados.length === 1;
}

const SIN_COBRO_EN_CURSO = { cobrandoDesde: null, cobrandoPor: null, cobrandoTotal: null };

export async function devolverAbierto(deps: Dependencias, pedidoId: string) {
  const p = schema.posPedidos;
  return deps.db
    .update(p)
    .set({ estado: 'abierto', ...SIN_COBRO_EN_CURSO })
    .where(and(eq(p.id, pedidoId), eq(p.estado, 'cobrando')))
    .returning();
}

const mismaSeleccion = (a: LineaACobrar[], b: LineaACobrar[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Charges an order, or part of it when the bill is split (some lines, or part of a line's quantity):
 * checks the payments against the document's total (the invoicing calculation's, so they always
 * agree), emits the boleta, factura or nota de venta through the invoicing commands (same series,
 * numbering and SUNAT flow as every other document) and records the charge and its payments in the cash
 * session; the collection of a boleta or factura is then posted in the background (cobranza-contable). The order stays open (its table taken) while anything remains to charge; the charge that
 * carries the last quantity marks it charged and frees the table. Nothing is written and no number
 * taken when the input is wrong.
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
  const cuenta = await cuentaDe(deps.db, pedidoId);
  if (cuenta.lineas.length === 0) throw entradaInvalida('El pedido no tiene productos');
  const seleccion = seleccionDe(cuenta, e.lineas);
  const documento: EmitirComprobanteInput = {
    tipo: e.tipo === '01' ? '01' : '03',
    serie: e.serie,
    cliente: e.cliente,
    lineas: lineasDelDocumento(cuenta, seleccion),
    // Paid at the till; the UBL writer leaves the forma de pago out of a boleta, as SUNAT asks.
    forma_pago: { tipo: 'contado' },
  };
  // The total does not depend on series or number: computed as the document will be, before any write.
  const contexto = { hora: horaEnLima(), regimenIgv: await regimenIgvDeEmpresa(deps.db, empresaId) };
  const total = calcular(entradaDelComprobante(documento, 'X001', 1, hoyEnLima(), contexto)).importeTotal;
  const cobro = aplicarPagos(total, e.pagos);
  if ('error' in cobro) throw entradaInvalida(cobro.error);

  if (!(await tomarParaCobro(deps, pedidoId, sesion.usuario.id, total)))
    throw entradaInvalida('El pedido ya no está abierto');
  // Between reading the bill and claiming the order a waiter may have added a line or another cashier
  // charged some of it (nothing changes after the claim): the document must carry what was asked for.
  const alCobrar = await cuentaDe(deps.db, pedidoId);
  const vigente = (() => {
    try {
      return mismaSeleccion(seleccionDe(alCobrar, e.lineas), seleccion);
    } catch {
      return false;
    }
  })();
  if (!vigente) {
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

  const documentoDe = e.tipo === '99' ? { documentoInternoId: emitido.id } : { comprobanteId: emitido.id };
  const registrado = await deps.db.transaction(async (tx) => {
    const [nuevo] = await tx
      .insert(schema.posCobros)
      .values({
        empresaId,
        pedidoId,
        cajaSesionId: caja.id,
        tipo: e.tipo,
        importeTotal: emitido.importe_total,
        usuarioId: sesion.usuario.id,
        ...documentoDe,
      })
      .returning({ id: schema.posCobros.id });
    const cobroId = nuevo?.id ?? '';
    await tx
      .insert(schema.posCobroLineas)
      .values(seleccion.map((s) => ({ cobroId, lineaId: s.linea_id, cantidad: s.cantidad })));
    await tx
      .insert(schema.posPagos)
      .values(cobro.pagos.map((p) => ({ empresaId, pedidoId, cajaSesionId: caja.id, cobroId, ...p })));
    const despues = await cuentaDe(tx, pedidoId);
    const completo = todoLoPendiente(despues.porCobrar).length === 0;
    const [fila] = await tx
      .update(schema.posPedidos)
      .set({
        ...SIN_COBRO_EN_CURSO,
        total: despues.total,
        // The last document is the order's: all of them are its charges (pos_cobros).
        ...(completo
          ? { estado: 'cobrado', cajaSesionId: caja.id, cobradoAt: new Date(), ...documentoDe }
          : { estado: 'abierto' }),
      })
      .where(eq(schema.posPedidos.id, pedidoId))
      .returning();
    return { fila: fila ?? pedido, cobroId };
  });
  const cobrado = registrado.fila;
  // Paid at the till: the document's receivable is settled in the books once the sale is posted.
  if (e.tipo !== '99') await publicarCobro(deps, registrado.cobroId);
  await publicarMesas(deps, [cobrado.mesaId]);
  await publicarDeliveries(deps, [cobrado.id]);
  return { pedido: await leerPedido(deps.db, cobrado), documento: emitido, vuelto: cobro.vuelto };
}
