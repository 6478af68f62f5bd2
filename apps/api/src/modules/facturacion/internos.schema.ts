import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { AjusteGlobalInput, ClienteInput, LineaComprobante, LineaInput } from './facturacion.schema.ts';
import { anularDocumentoInterno } from './internos/commands/anular-documento-interno.ts';
import { convertirProforma } from './internos/commands/convertir-proforma.ts';
import { emitirDocumentoInterno } from './internos/commands/emitir-documento-interno.ts';
import type { ComprobanteGenerado, DocumentoInternoVista } from './internos/documento-interno-vista.ts';
import {
  documentoInternoPorId,
  listarDocumentosInternos,
} from './internos/queries/consultar-documentos-internos.ts';
import { pdfDocumentoInterno } from './internos/queries/pdf-documento-interno.ts';
import { EMISION, LECTURA } from './tipos-graphql.ts';

/** The same permission as the facturador: there is no separate menu permission for these screens yet. */

const ComprobanteGeneradoRef = builder.objectRef<ComprobanteGenerado>('ComprobanteDeProforma').implement({
  description: 'The factura or boleta a proforma was converted into.',
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    estado: t.exposeString('estado', { description: "The document's SUNAT state." }),
  }),
});

const DocumentoInterno = builder.objectRef<DocumentoInternoVista>('DocumentoInterno').implement({
  description:
    'A nota de venta (99), proforma (98) or orden de compra (97): numbered and computed like an electronic document, never sent to SUNAT.',
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('local_id'),
    tipo: t.exposeString('tipo'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    fecha_emision: t.exposeString('fecha_emision'),
    fecha_vencimiento: t.exposeString('fecha_vencimiento', {
      nullable: true,
      description: 'Proformas: valid until; órdenes de compra: expected delivery.',
    }),
    moneda: t.exposeString('moneda'),
    persona_tipo_documento: t.exposeString('persona_tipo_documento', { description: 'Catálogo 06.' }),
    persona_numero_documento: t.exposeString('persona_numero_documento'),
    persona_nombre: t.exposeString('persona_nombre', {
      description: 'The customer (98, 99) or supplier (97).',
    }),
    persona_direccion: t.exposeString('persona_direccion', { nullable: true }),
    operaciones_gravadas: t.exposeString('operaciones_gravadas'),
    operaciones_exoneradas: t.exposeString('operaciones_exoneradas'),
    operaciones_inafectas: t.exposeString('operaciones_inafectas'),
    igv: t.exposeString('igv'),
    importe_total: t.exposeString('importe_total'),
    observaciones: t.exposeString('observaciones', { nullable: true }),
    estado: t.exposeString('estado', { description: 'emitido, convertido or anulado.' }),
    vencida: t.exposeBoolean('vencida', {
      description: 'A proforma still emitido whose validity ended before today (Lima).',
    }),
    motivo_anulacion: t.exposeString('motivo_anulacion', { nullable: true }),
    comprobante: t.expose('comprobante', { type: ComprobanteGeneradoRef, nullable: true }),
    lineas: t.expose('lineas', { type: [LineaComprobante] }),
    created_at: t.exposeString('created_at'),
  }),
});

const PaginaDocumentosInternos = builder
  .objectRef<{ total: number; filas: DocumentoInternoVista[] }>('PaginaDocumentosInternos')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total', { description: 'All the documents that match the filter.' }),
      filas: t.expose('filas', { type: [DocumentoInterno] }),
    }),
  });

const EmitirInternoInput = builder.inputType('EmitirDocumentoInternoInput', {
  fields: (t) => ({
    tipo: t.string({ description: '97 orden de compra, 98 proforma, 99 nota de venta.' }),
    serie: t.string({
      required: false,
      description: "The local's first active series of the type when absent.",
    }),
    fecha_emision: t.string({ required: false, description: 'YYYY-MM-DD; today in Lima when absent.' }),
    fecha_vencimiento: t.string({
      required: false,
      description: 'Proformas (required): valid until; órdenes de compra: expected delivery.',
    }),
    moneda: t.string({ required: false, description: 'PEN (default) or USD.' }),
    tipo_cambio: t.string({ required: false }),
    persona: t.field({ type: ClienteInput, description: 'The customer (98, 99) or supplier (97).' }),
    lineas: t.field({ type: [LineaInput] }),
    descuento_global: t.field({ type: AjusteGlobalInput, required: false }),
    cargo_global: t.field({ type: AjusteGlobalInput, required: false }),
    observaciones: t.string({ required: false }),
    redondear_total: t.boolean({ required: false }),
  }),
});

builder.queryFields((t) => ({
  documentoInterno: t.field({
    type: DocumentoInterno,
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => documentoInternoPorId(ctx.deps, await ctx.sesion(), id),
  }),
  documentosInternos: t.field({
    type: PaginaDocumentosInternos,
    description: "The working company's documents of one type, newest first, a page at a time.",
    authScopes: LECTURA,
    args: {
      tipo: t.arg.string({ description: '97, 98 or 99.' }),
      desde: t.arg.string({ required: false, description: 'Issue date from, YYYY-MM-DD.' }),
      hasta: t.arg.string({ required: false, description: 'Issue date to, YYYY-MM-DD.' }),
      buscar: t.arg.string({ required: false, description: "Serie-número, the person's document or name." }),
      limite: t.arg.int({ required: false, description: 'Rows per page (10 by default, at most 100).' }),
      pagina: t.arg.int({ required: false, description: '1 for the first page.' }),
    },
    resolve: async (_, args, ctx) => listarDocumentosInternos(ctx.deps, await ctx.sesion(), args),
  }),
  pdfDocumentoInterno: t.field({
    type: ArchivoGeneradoRef,
    description: 'The printed document (A4), marked as having no tax value.',
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => pdfDocumentoInterno(ctx.deps, await ctx.sesion(), id),
  }),
}));

builder.mutationFields((t) => ({
  emitirDocumentoInterno: t.field({
    type: DocumentoInterno,
    description: 'Numbers and stores a nota de venta, proforma or orden de compra from the session local.',
    authScopes: EMISION,
    args: { input: t.arg({ type: EmitirInternoInput }) },
    resolve: async (_, { input }, ctx) => emitirDocumentoInterno(ctx.deps, await ctx.sesion(), input),
  }),
  anularDocumentoInterno: t.field({
    type: DocumentoInterno,
    description: 'Voids a document still emitido; a converted proforma cannot be voided.',
    authScopes: EMISION,
    args: { id: t.arg.string(), motivo: t.arg.string() },
    resolve: async (_, { id, motivo }, ctx) =>
      anularDocumentoInterno(ctx.deps, await ctx.sesion(), id, motivo),
  }),
  convertirProforma: t.field({
    type: DocumentoInterno,
    description:
      "Emits a factura (01) or boleta (03) from a valid proforma's customer and lines and marks it convertido.",
    authScopes: EMISION,
    args: {
      id: t.arg.string(),
      tipo: t.arg.string({ description: '01 factura or 03 boleta.' }),
      serie: t.arg.string({ required: false }),
    },
    resolve: async (_, { id, tipo, serie }, ctx) =>
      convertirProforma(ctx.deps, await ctx.sesion(), id, tipo, serie),
  }),
}));
