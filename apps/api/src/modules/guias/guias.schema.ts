import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { emitirGuia } from './commands/emitir-guia.ts';
import { emitirGuiaDeVenta } from './commands/emitir-guia-de-venta.ts';
import { vincularGuiaVenta } from './commands/vincular-guia-venta.ts';
import { GuiaDeVentaInput, GuiaIndividualInput } from './guia-input.ts';
import type { GuiaVista } from './guia-vista.ts';
import {
  buscarGuias,
  contarGuias,
  guiaPorId,
  guiaPorSerieCorrelativo,
  listarGuias,
  xmlDeGuia,
} from './queries/consultar-guias.ts';

// One permission (FAC003002) issues the guides and reads them: the guide screen's.
const GUIAS = ALCANCE.guias;

const DestinatarioGuia = builder.objectRef<GuiaVista['destinatario']>('DestinatarioGuia').implement({
  fields: (t) => ({
    tipo_documento: t.exposeString('tipo_documento'),
    numero_documento: t.exposeString('numero_documento'),
    nombre: t.exposeString('nombre'),
  }),
});

const PesoGuia = builder.objectRef<GuiaVista['peso']>('PesoGuia').implement({
  fields: (t) => ({
    bruto: t.exposeString('bruto', { description: 'Decimal string, up to 3 decimals.' }),
    unidad: t.exposeString('unidad', { description: 'KGM or TNE.' }),
  }),
});

const BajaGuia = builder.objectRef<NonNullable<GuiaVista['baja']>>('BajaGuia').implement({
  fields: (t) => ({
    motivo: t.exposeString('motivo'),
    fecha: t.exposeString('fecha', { description: 'YYYY-MM-DD in Lima.' }),
  }),
});

export const Guia = builder.objectRef<GuiaVista>('Guia').implement({
  description: 'An issued guía de remisión electrónica (09 remitente, 31 transportista).',
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    fecha_emision: t.exposeString('fecha_emision'),
    fecha_inicio_traslado: t.exposeString('fecha_inicio_traslado'),
    motivo: t.exposeString('motivo', { nullable: true, description: 'Catálogo 20; none in a 31.' }),
    modalidad: t.exposeString('modalidad', { nullable: true, description: 'Catálogo 18; none in a 31.' }),
    destinatario: t.expose('destinatario', { type: DestinatarioGuia }),
    peso: t.expose('peso', { type: PesoGuia }),
    comprobante_id: t.exposeString('comprobante_id', { nullable: true }),
    estado: t.exposeString('estado', {
      description: 'pendiente, enviado, aceptado, observado, rechazado or anulado.',
    }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    descripcion_sunat: t.exposeString('descripcion_sunat', { nullable: true }),
    ultimo_error: t.exposeString('ultimo_error', { nullable: true }),
    baja: t.expose('baja', { type: BajaGuia, nullable: true, description: 'When given de baja (anulado).' }),
    created_at: t.exposeString('created_at'),
    xml: t.string({
      description: 'The signed XML (read only when asked for).',
      resolve: (guia, _, ctx) => xmlDeGuia(ctx.deps, guia.id),
    }),
  }),
});

const fechas = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  limite: t.arg.int({ required: false, description: '10 by default, up to 500.' }),
  fecha_desde: t.arg.string({ required: false, description: 'Issue date from, YYYY-MM-DD.' }),
  fecha_hasta: t.arg.string({ required: false, description: 'Issue date to, YYYY-MM-DD.' }),
});

builder.queryFields((t) => ({
  guias: t.field({
    type: [Guia],
    description: "The working company's guides, newest first.",
    authScopes: GUIAS,
    args: fechas(t),
    resolve: async (_, args, ctx) => listarGuias(ctx.deps, await ctx.sesion(), args),
  }),
  contarGuias: t.int({
    description: 'How many guides the working company issued (between the dates, when given).',
    authScopes: GUIAS,
    args: fechas(t),
    resolve: async (_, args, ctx) => contarGuias(ctx.deps, await ctx.sesion(), args),
  }),
  guiasByParam: t.field({
    type: [Guia],
    description: "Search by serie-número (T001-12), the destinatario's document or name.",
    authScopes: GUIAS,
    args: { param: t.arg.string(), limite: t.arg.int({ required: false }) },
    resolve: async (_, { param, limite }, ctx) => buscarGuias(ctx.deps, await ctx.sesion(), param, limite),
  }),
  guiaBySerieCorrelativo: t.field({
    type: Guia,
    nullable: true,
    authScopes: GUIAS,
    args: { serie: t.arg.string(), correlativo: t.arg.int() },
    resolve: async (_, { serie, correlativo }, ctx) =>
      guiaPorSerieCorrelativo(ctx.deps, await ctx.sesion(), serie, correlativo),
  }),
  getBajaGuiaSunat: t.field({
    type: BajaGuia,
    nullable: true,
    description: "The guide's baja (reason and date), or null while it has none.",
    authScopes: GUIAS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => (await guiaPorId(ctx.deps, await ctx.sesion(), id)).baja,
  }),
  guia: t.field({
    type: Guia,
    authScopes: GUIAS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => guiaPorId(ctx.deps, await ctx.sesion(), id),
  }),
}));

builder.mutationFields((t) => ({
  createGuiaIndividual: t.field({
    type: Guia,
    description:
      'Validates, numbers, signs and stores a guide from the session local (pendiente) and queues its sending to SUNAT.',
    authScopes: GUIAS,
    args: { input: t.arg({ type: GuiaIndividualInput }) },
    resolve: async (_, { input }, ctx) => emitirGuia(ctx.deps, await ctx.sesion(), input),
  }),
  vincularGuiaVenta: t.field({
    type: Guia,
    description:
      'Links a guide issued on its own to the factura or boleta its goods were sold with; the goods still leave the kardex once.',
    authScopes: GUIAS,
    args: { id: t.arg.string(), comprobante_id: t.arg.string() },
    resolve: async (_, { id, comprobante_id }, ctx) =>
      vincularGuiaVenta(ctx.deps, await ctx.sesion(), id, comprobante_id),
  }),
  createOperacionGuia: t.field({
    type: Guia,
    description:
      "“Generar guía” on a factura or boleta: a GRE remitente with the sale's customer, goods and reference (unless given), linked to the sale, then as createGuiaIndividual.",
    authScopes: GUIAS,
    args: { comprobante_id: t.arg.string(), input: t.arg({ type: GuiaDeVentaInput }) },
    resolve: async (_, { comprobante_id, input }, ctx) =>
      emitirGuiaDeVenta(ctx.deps, await ctx.sesion(), comprobante_id, input),
  }),
}));
