import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { emitirComprobante } from './commands/emitir-comprobante.ts';
import { reenviarComprobante } from './commands/reenviar-comprobante.ts';
import type { ComprobanteVista, LineaVista } from './comprobante-vista.ts';
import { cdrComprobante, xmlComprobante } from './queries/archivos-comprobante.ts';
import { comprobantePorId, listarComprobantes } from './queries/consultar-comprobantes.ts';
import { pdfComprobante } from './queries/pdf-comprobante.ts';

const SESION = { autenticado: true };
/** Emitting and resending need the invoicing screen's permission. */
const EMISION = { permiso: 'FAC001001' };

const NotaSunat = builder.objectRef<{ codigo: string; descripcion: string }>('NotaSunat').implement({
  description: "An observation of SUNAT's CDR (cbc:Note).",
  fields: (t) => ({ codigo: t.exposeString('codigo'), descripcion: t.exposeString('descripcion') }),
});

export const LineaComprobante = builder.objectRef<LineaVista>('LineaComprobante').implement({
  fields: (t) => ({
    numero: t.exposeInt('numero'),
    codigo: t.exposeString('codigo', { nullable: true }),
    descripcion: t.exposeString('descripcion'),
    unidad: t.exposeString('unidad'),
    cantidad: t.exposeString('cantidad'),
    afectacion: t.exposeString('afectacion', { description: 'Catálogo 07.' }),
    valor_unitario: t.exposeString('valor_unitario'),
    precio_unitario: t.exposeString('precio_unitario', {
      description: 'With taxes; for gratuitas the referential value.',
    }),
    valor_venta: t.exposeString('valor_venta'),
    igv: t.exposeString('igv'),
  }),
});

const Comprobante = builder.objectRef<ComprobanteVista>('Comprobante').implement({
  description: 'An emitted electronic document; amounts are decimal strings.',
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('local_id'),
    tipo: t.exposeString('tipo', { description: 'Catálogo 01: 01, 03, 07, 08.' }),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    fecha_emision: t.exposeString('fecha_emision'),
    moneda: t.exposeString('moneda'),
    cliente_tipo_documento: t.exposeString('cliente_tipo_documento'),
    cliente_numero_documento: t.exposeString('cliente_numero_documento'),
    cliente_nombre: t.exposeString('cliente_nombre'),
    cliente_direccion: t.exposeString('cliente_direccion', { nullable: true }),
    operaciones_gravadas: t.exposeString('operaciones_gravadas'),
    operaciones_exoneradas: t.exposeString('operaciones_exoneradas'),
    operaciones_inafectas: t.exposeString('operaciones_inafectas'),
    operaciones_exportacion: t.exposeString('operaciones_exportacion'),
    operaciones_gratuitas: t.exposeString('operaciones_gratuitas'),
    igv: t.exposeString('igv'),
    isc: t.exposeString('isc'),
    icbper: t.exposeString('icbper'),
    importe_total: t.exposeString('importe_total'),
    documento_afectado: t.exposeString('documento_afectado', { nullable: true }),
    estado: t.exposeString('estado', {
      description: 'pendiente, enviado, aceptado, observado, rechazado or anulado (from the CDR).',
    }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    descripcion_sunat: t.exposeString('descripcion_sunat', { nullable: true }),
    notas_sunat: t.expose('notas_sunat', { type: [NotaSunat] }),
    hash: t.exposeString('hash', { description: 'DigestValue of the signature.' }),
    intentos: t.exposeInt('intentos'),
    ultimo_error: t.exposeString('ultimo_error', { nullable: true }),
    tiene_cdr: t.exposeBoolean('tiene_cdr'),
    lineas: t.expose('lineas', { type: [LineaComprobante] }),
    created_at: t.exposeString('created_at'),
    enviado_at: t.exposeString('enviado_at', { nullable: true }),
    respuesta_at: t.exposeString('respuesta_at', { nullable: true }),
  }),
});

const PaginaComprobantes = builder
  .objectRef<{ total: number; filas: ComprobanteVista[] }>('PaginaComprobantes')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Comprobante] }) }),
  });

const AjusteInput = builder.inputType('AjusteComprobanteInput', {
  description: 'A percentage of the base or a fixed amount; exactly one.',
  fields: (t) => ({ porcentaje: t.string({ required: false }), monto: t.string({ required: false }) }),
});

export const AjusteGlobalInput = builder.inputType('AjusteGlobalInput', {
  description: 'Catálogo 53: discount 02 (lowers the IGV base) or 03, charge 50.',
  fields: (t) => ({
    codigo: t.string(),
    porcentaje: t.string({ required: false }),
    monto: t.string({ required: false }),
  }),
});

const IscInput = builder.inputType('IscInput', {
  fields: (t) => ({
    sistema: t.string({ description: '01 al valor (tasa), 02 específico (monto_por_unidad).' }),
    tasa: t.string({ required: false }),
    monto_por_unidad: t.string({ required: false }),
  }),
});

export const LineaInput = builder.inputType('LineaComprobanteInput', {
  fields: (t) => ({
    codigo: t.string({ required: false }),
    descripcion: t.string(),
    unidad: t.string({ required: false, description: 'Catálogo 03; NIU by default.' }),
    cantidad: t.string(),
    valor_unitario: t.string({ required: false, description: 'Without taxes; or precio_unitario.' }),
    precio_unitario: t.string({ required: false, description: 'With taxes.' }),
    afectacion: t.string({ description: 'Catálogo 07 (10 gravado, 20 exonerado, 30 inafecto…).' }),
    icbper: t.boolean({ required: false }),
    codigo_producto_sunat: t.string({ required: false }),
    descuento: t.field({ type: AjusteInput, required: false }),
    cargo: t.field({ type: AjusteInput, required: false }),
    isc: t.field({ type: IscInput, required: false }),
  }),
});

export const ClienteInput = builder.inputType('ClienteComprobanteInput', {
  fields: (t) => ({
    tipo_documento: t.string({ description: "Catálogo 06 (6 RUC, 1 DNI…, '-' varios)." }),
    numero: t.string(),
    nombre: t.string(),
    direccion: t.string({ required: false }),
  }),
});

const CuotaInput = builder.inputType('CuotaInput', {
  fields: (t) => ({ monto: t.string(), vencimiento: t.string() }),
});

const FormaPagoInput = builder.inputType('FormaPagoInput', {
  fields: (t) => ({
    tipo: t.string({ description: 'contado or credito.' }),
    cuotas: t.field({ type: [CuotaInput], required: false }),
  }),
});

const DetraccionInput = builder.inputType('DetraccionInput', {
  fields: (t) => ({
    codigo: t.string({ description: 'Catálogo 54.' }),
    porcentaje: t.string(),
    cuenta_banco_nacion: t.string(),
    medio_pago: t.string({ required: false }),
  }),
});

const AfectadoInput = builder.inputType('DocumentoAfectadoInput', {
  fields: (t) => ({ tipo: t.string(), serie: t.string(), numero: t.int() }),
});

const MotivoInput = builder.inputType('MotivoNotaInput', {
  fields: (t) => ({
    codigo: t.string({ description: 'Catálogo 09 (crédito) or 10 (débito).' }),
    descripcion: t.string(),
  }),
});

const EmitirInput = builder.inputType('EmitirComprobanteInput', {
  fields: (t) => ({
    tipo: t.string({ description: '01 factura, 03 boleta, 07 nota de crédito, 08 nota de débito.' }),
    serie: t.string({
      required: false,
      description: "The local's first active series of the type when absent.",
    }),
    fecha_emision: t.string({ required: false, description: 'YYYY-MM-DD; today in Lima when absent.' }),
    fecha_vencimiento: t.string({ required: false }),
    moneda: t.string({ required: false, description: 'PEN (default) or USD.' }),
    tipo_cambio: t.string({ required: false }),
    tipo_operacion: t.string({ required: false, description: 'Catálogo 51; derived when absent.' }),
    cliente: t.field({ type: ClienteInput }),
    lineas: t.field({ type: [LineaInput] }),
    descuento_global: t.field({ type: AjusteGlobalInput, required: false }),
    cargo_global: t.field({ type: AjusteGlobalInput, required: false }),
    detraccion: t.field({ type: DetraccionInput, required: false }),
    forma_pago: t.field({ type: FormaPagoInput, required: false }),
    observaciones: t.string({ required: false }),
    redondear_total: t.boolean({ required: false }),
    afectado: t.field({ type: AfectadoInput, required: false }),
    motivo: t.field({ type: MotivoInput, required: false }),
  }),
});

builder.queryFields((t) => ({
  comprobante: t.field({
    type: Comprobante,
    authScopes: SESION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => comprobantePorId(ctx.deps, await ctx.sesion(), id),
  }),
  comprobantes: t.field({
    type: PaginaComprobantes,
    description: "The working company's documents, newest first.",
    authScopes: SESION,
    args: {
      tipo: t.arg.string({ required: false }),
      desde: t.arg.string({ required: false, description: 'Issue date from, YYYY-MM-DD.' }),
      hasta: t.arg.string({ required: false, description: 'Issue date to, YYYY-MM-DD.' }),
      param: t.arg.string({ required: false, description: 'Serie-número, customer document or name.' }),
      limite: t.arg.int({ required: false }),
      desde_fila: t.arg.int({ required: false }),
    },
    resolve: async (_, args, ctx) => listarComprobantes(ctx.deps, await ctx.sesion(), args),
  }),
  xmlComprobante: t.field({
    type: ArchivoGeneradoRef,
    description: 'The signed XML as sent to SUNAT.',
    authScopes: SESION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => xmlComprobante(ctx.deps, await ctx.sesion(), id),
  }),
  pdfComprobante: t.field({
    type: ArchivoGeneradoRef,
    description: 'The printed representation (A4 or ticket, by the local) with the SUNAT QR and hash.',
    authScopes: SESION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => pdfComprobante(ctx.deps, await ctx.sesion(), id),
  }),
  cdrComprobante: t.field({
    type: ArchivoGeneradoRef,
    description: "SUNAT's CDR zip.",
    authScopes: SESION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cdrComprobante(ctx.deps, await ctx.sesion(), id),
  }),
}));

builder.mutationFields((t) => ({
  emitirComprobante: t.field({
    type: Comprobante,
    description: 'Numbers, signs and stores the document from the session local; sending to SUNAT is queued.',
    authScopes: EMISION,
    args: { input: t.arg({ type: EmitirInput }) },
    resolve: async (_, { input }, ctx) => emitirComprobante(ctx.deps, await ctx.sesion(), input),
  }),
  reenviarComprobante: t.field({
    type: Comprobante,
    description: 'Queues again a document SUNAT has not answered (pendiente or enviado).',
    authScopes: EMISION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => reenviarComprobante(ctx.deps, await ctx.sesion(), id),
  }),
}));
