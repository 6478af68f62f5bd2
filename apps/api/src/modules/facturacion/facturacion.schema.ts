import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { emitirComprobante } from './commands/emitir-comprobante.ts';
import { reenviarComprobante } from './commands/reenviar-comprobante.ts';
import { registrarContingencia } from './commands/registrar-contingencia.ts';
import { cdrComprobante, xmlComprobante } from './queries/archivos-comprobante.ts';
import { comprobantePorId, listarComprobantes } from './queries/consultar-comprobantes.ts';
import { pdfComprobante } from './queries/pdf-comprobante.ts';
import { vistaPreviaComprobante } from './salidas/queries/vista-previa.ts';
import { Comprobante, EMISION, LECTURA, LineaComprobante, PaginaComprobantes } from './tipos-graphql.ts';
// Resúmenes, bajas, pause, resend and sending settings: their own file, loaded with this one.
import './envio-sunat.schema.ts';

export { LineaComprobante };

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

const GuiaInput = builder.inputType('GuiaRelacionadaInput', {
  description: 'A guía de remisión the document cites.',
  fields: (t) => ({
    tipo: t.string({ description: '09 remitente or 31 transportista.' }),
    numero: t.string({ description: 'SERIE-NÚMERO: T001-123, or the printed series 0001-123.' }),
  }),
});

const AfectadoInput = builder.inputType('DocumentoAfectadoInput', {
  fields: (t) => ({
    tipo: t.string(),
    serie: t.string(),
    numero: t.int(),
    externo: t.boolean({
      required: false,
      description:
        "Issued outside Kipu (another system, SEE SOL, paper not registered): only with a series that is not the company's.",
    }),
  }),
});

const MotivoInput = builder.inputType('MotivoNotaInput', {
  fields: (t) => ({
    codigo: t.string({ description: 'Catálogo 09 (crédito) or 10 (débito).' }),
    descripcion: t.string(),
  }),
});

type CamposInput = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** What an emitted document and a contingency one share: customer, lines, totals, payment. */
const camposDelDocumento = (t: CamposInput) => ({
  fecha_vencimiento: t.string({ required: false }),
  moneda: t.string({ required: false, description: 'PEN (default) or USD.' }),
  tipo_cambio: t.string({ required: false }),
  tipo_operacion: t.string({ required: false, description: 'Catálogo 51; derived when absent.' }),
  cliente: t.field({ type: ClienteInput }),
  lineas: t.field({ type: [LineaInput] }),
  descuento_global: t.field({ type: AjusteGlobalInput, required: false }),
  cargo_global: t.field({ type: AjusteGlobalInput, required: false }),
  detraccion: t.field({ type: DetraccionInput, required: false }),
  percepcion_codigo: t.string({
    required: false,
    description:
      'Catálogo 53 percepción regime of the customer: 51 venta interna, 52 combustible, 53 tasa especial.',
  }),
  retencion: t.boolean({ required: false, description: 'The customer is an agente de retención del IGV.' }),
  forma_pago: t.field({ type: FormaPagoInput, required: false }),
  observaciones: t.string({ required: false }),
  guias: t.field({ type: [GuiaInput], required: false }),
  redondear_total: t.boolean({ required: false }),
});

const EmitirInput = builder.inputType('EmitirComprobanteInput', {
  fields: (t) => ({
    tipo: t.string({ description: '01 factura, 03 boleta, 07 nota de crédito, 08 nota de débito.' }),
    serie: t.string({
      required: false,
      description: "The local's first active series of the type when absent.",
    }),
    fecha_emision: t.string({ required: false, description: 'YYYY-MM-DD; today in Lima when absent.' }),
    ...camposDelDocumento(t),
    afectado: t.field({ type: AfectadoInput, required: false }),
    motivo: t.field({ type: MotivoInput, required: false }),
  }),
});

const ContingenciaInput = builder.inputType('ContingenciaInput', {
  description: 'A factura or boleta issued on paper during an outage, as printed.',
  fields: (t) => ({
    tipo: t.string({ description: '01 factura or 03 boleta.' }),
    serie: t.string({ description: 'The physical series, four digits (0001).' }),
    numero: t.int({ description: 'The number printed on the paper document.' }),
    fecha_emision: t.string({
      description: 'YYYY-MM-DD: up to 3 days back for a factura, 7 for a boleta (SUNAT).',
    }),
    ...camposDelDocumento(t),
  }),
});

builder.queryFields((t) => ({
  comprobante: t.field({
    type: Comprobante,
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => comprobantePorId(ctx.deps, await ctx.sesion(), id),
  }),
  comprobantes: t.field({
    type: PaginaComprobantes,
    description: "The working company's documents, newest first.",
    authScopes: LECTURA,
    args: {
      tipo: t.arg.string({ required: false }),
      desde: t.arg.string({ required: false, description: 'Issue date from, YYYY-MM-DD.' }),
      hasta: t.arg.string({ required: false, description: 'Issue date to, YYYY-MM-DD.' }),
      param: t.arg.string({ required: false, description: 'Serie-número, customer document or name.' }),
      contingencia: t.arg.boolean({
        required: false,
        description: 'true: only contingency documents; false: only the others.',
      }),
      limite: t.arg.int({ required: false }),
      desde_fila: t.arg.int({ required: false }),
    },
    resolve: async (_, args, ctx) => listarComprobantes(ctx.deps, await ctx.sesion(), args),
  }),
  xmlComprobante: t.field({
    type: ArchivoGeneradoRef,
    description: 'The signed XML as sent to SUNAT.',
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => xmlComprobante(ctx.deps, await ctx.sesion(), id),
  }),
  preViewPdfSinValidez: t.field({
    type: ArchivoGeneradoRef,
    description:
      'The document as it would print, before emitting: marked BORRADOR, nothing numbered or stored.',
    authScopes: EMISION,
    args: { input: t.arg({ type: EmitirInput }) },
    resolve: async (_, { input }, ctx) => vistaPreviaComprobante(ctx.deps, await ctx.sesion(), input),
  }),
  pdfComprobante: t.field({
    type: ArchivoGeneradoRef,
    description: 'The printed representation (A4 or ticket, by the local) with the SUNAT QR and hash.',
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => pdfComprobante(ctx.deps, await ctx.sesion(), id),
  }),
  cdrComprobante: t.field({
    type: ArchivoGeneradoRef,
    description: "SUNAT's CDR zip.",
    authScopes: LECTURA,
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
  registrarContingencia: t.field({
    type: Comprobante,
    description:
      'Registers a document issued on paper during an outage (series 0001…, its printed number); it is signed and informed to SUNAT like the others.',
    authScopes: EMISION,
    args: { input: t.arg({ type: ContingenciaInput }) },
    resolve: async (_, { input }, ctx) => registrarContingencia(ctx.deps, await ctx.sesion(), input),
  }),
  reenviarComprobante: t.field({
    type: Comprobante,
    description: 'Queues again a document SUNAT has not answered (pendiente or enviado).',
    authScopes: EMISION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => reenviarComprobante(ctx.deps, await ctx.sesion(), id),
  }),
}));
