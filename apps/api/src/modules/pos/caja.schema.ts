import type { LineaArqueo } from '@kipu/peru/pos/arqueo';
import { builder } from '../../builder.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import { type CobroVista, cobrarPedido } from './caja/cobrar-pedido.ts';
import { liberarCobro, MINUTOS_COBRO_INTERRUMPIDO } from './caja/liberar-cobro.ts';
import { pedidosDeSesion, reporteCajas, type SesionCajaVista } from './caja/reporte-cajas.ts';
import { abrirCaja, cerrarCaja, type SesionCaja } from './caja/sesiones-caja.ts';
import { PedidoRef } from './pedidos.schema.ts';

/** Cash sessions and charging (POS001004); the box report and the box's orders. */
const CAJA = { permiso: PERMISO.caja };
const LECTURA = ALCANCE.leerCaja;

const LineaArqueoRef = builder.objectRef<LineaArqueo>('PosLineaArqueo').implement({
  fields: (t) => ({
    medio: t.exposeString('medio'),
    esperado: t.exposeString('esperado'),
    contado: t.exposeString('contado'),
    diferencia: t.exposeString('diferencia', { description: 'contado − esperado (negative: missing).' }),
  }),
});

const SesionCajaRef = builder.objectRef<SesionCaja>('PosSesionCaja').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    caja_id: t.exposeString('cajaId'),
    usuario_id: t.exposeString('usuarioId'),
    saldo_inicial: t.exposeString('saldoInicial'),
    abierta_at: t.string({ resolve: (s) => s.abiertaAt.toISOString() }),
    cerrada_at: t.string({ nullable: true, resolve: (s) => s.cerradaAt?.toISOString() ?? null }),
    arqueo: t.field({ type: [LineaArqueoRef], nullable: true, resolve: (s) => s.arqueo }),
  }),
});

const ReporteCajaRef = builder.objectRef<SesionCajaVista>('PosReporteCaja').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    caja_id: t.exposeString('caja_id'),
    caja_codigo: t.exposeString('caja_codigo'),
    usuario: t.exposeString('usuario'),
    abierta_at: t.exposeString('abierta_at'),
    cerrada_at: t.exposeString('cerrada_at', { nullable: true }),
    saldo_inicial: t.exposeString('saldo_inicial'),
    pedidos: t.exposeInt('pedidos'),
    arqueo: t.expose('arqueo', { type: [LineaArqueoRef] }),
    esperado: t.exposeString('esperado'),
    contado: t.exposeString('contado'),
    diferencia: t.exposeString('diferencia'),
  }),
});

const DocumentoCobro = builder.objectRef<CobroVista['documento']>('PosDocumentoCobro').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: "comprobante(id) for 01/03; the nota de venta's id for 99." }),
    tipo: t.exposeString('tipo'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    importe_total: t.exposeString('importe_total'),
  }),
});

const CobroRef = builder.objectRef<CobroVista>('PosCobro').implement({
  fields: (t) => ({
    pedido: t.expose('pedido', { type: PedidoRef }),
    documento: t.expose('documento', { type: DocumentoCobro }),
    vuelto: t.exposeString('vuelto'),
  }),
});

const ContadoInput = builder.inputType('PosContadoInput', {
  fields: (t) => ({ medio: t.string(), monto: t.string() }),
});
const PagoInput = builder.inputType('PosPagoInput', {
  fields: (t) => ({
    medio: t.string({ description: 'efectivo, tarjeta, yape, plin or transferencia' }),
    monto: t.string({ description: 'What the payment covers.' }),
    recibido: t.string({ required: false, description: 'Cash handed over (change = recibido − monto).' }),
    referencia: t.string({ required: false }),
  }),
});
const ClienteCobroInput = builder.inputType('PosClienteCobroInput', {
  fields: (t) => ({
    tipo_documento: t.string(),
    numero: t.string(),
    nombre: t.string(),
    direccion: t.string({ required: false }),
  }),
});
const LineaCobroInput = builder.inputType('PosLineaCobroInput', {
  fields: (t) => ({
    linea_id: t.string(),
    cantidad: t.string({ description: 'Up to what remains of the line; > 0, up to 4 decimals.' }),
  }),
});
const CobrarInput = builder.inputType('PosCobrarInput', {
  fields: (t) => ({
    lineas: t.field({
      type: [LineaCobroInput],
      required: false,
      description: 'Split bill: what this document carries; absent, everything still uncharged.',
    }),
    sesion_caja_id: t.string(),
    tipo: t.string({ description: '01 factura, 03 boleta, 99 nota de venta' }),
    serie: t.string({ required: false }),
    cliente: t.field({ type: ClienteCobroInput }),
    pagos: t.field({ type: [PagoInput] }),
  }),
});

builder.queryFields((t) => ({
  reporteCajas: t.field({
    type: [ReporteCajaRef],
    description: 'Cash sessions, newest first; cerradas: true closed only, false open only.',
    authScopes: LECTURA,
    args: { caja_id: t.arg.string({ required: false }), cerradas: t.arg.boolean({ required: false }) },
    resolve: async (_, a, ctx) => reporteCajas(ctx.deps, await ctx.sesion(), a),
  }),
  pedidosCaja: t.field({
    type: [PedidoRef],
    description: 'The orders a cash session charged.',
    authScopes: LECTURA,
    args: { sesion_caja_id: t.arg.string() },
    resolve: async (_, a, ctx) => pedidosDeSesion(ctx.deps, await ctx.sesion(), a.sesion_caja_id),
  }),
}));

builder.mutationFields((t) => ({
  abrirCaja: t.field({
    type: SesionCajaRef,
    authScopes: CAJA,
    args: { caja_id: t.arg.string(), saldo_inicial: t.arg.string() },
    resolve: async (_, a, ctx) => abrirCaja(ctx.deps, await ctx.sesion(), a.caja_id, a.saldo_inicial),
  }),
  cerrarCaja: t.field({
    type: SesionCajaRef,
    description: 'Closes the session with the amounts counted per method (expected vs counted kept).',
    authScopes: CAJA,
    args: { sesion_caja_id: t.arg.string(), contado: t.arg({ type: [ContadoInput] }) },
    resolve: async (_, a, ctx) => cerrarCaja(ctx.deps, await ctx.sesion(), a.sesion_caja_id, a.contado),
  }),
  cobrarPedido: t.field({
    type: CobroRef,
    description:
      'Single or split payment, then the boleta/factura/nota de venta of the whole order or of some lines; frees the table once nothing remains.',
    authScopes: CAJA,
    args: { pedido_id: t.arg.string(), input: t.arg({ type: CobrarInput }) },
    resolve: async (_, a, ctx) => cobrarPedido(ctx.deps, await ctx.sesion(), a.pedido_id, a.input),
  }),
  liberarCobro: t.field({
    type: PedidoRef,
    description: `Returns to abierto an order left cobrando by a charge that died (after ${MINUTOS_COBRO_INTERRUMPIDO} minutes, if it emitted no document).`,
    authScopes: CAJA,
    args: { pedido_id: t.arg.string() },
    resolve: async (_, a, ctx) => liberarCobro(ctx.deps, await ctx.sesion(), a.pedido_id),
  }),
}));
