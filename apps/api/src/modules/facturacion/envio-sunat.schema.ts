import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { anularComprobante } from './commands/anular-comprobante.ts';
import { configurarEnvioSunat } from './commands/configurar-envio-sunat.ts';
import { generarResumenDiario } from './commands/generar-resumen-diario.ts';
import { pausarEnvioSunat } from './commands/pausar-envio-sunat.ts';
import { reenviarComprobantes } from './commands/reenviar-comprobantes.ts';
import { reenviarResumen } from './commands/reenviar-resumen.ts';
import { type EnvioSunatVista, vistaEnvioSunat } from './envio-sunat-vista.ts';
import { cdrResumen, xmlResumen } from './queries/archivos-resumen.ts';
import { listarResumenes } from './queries/consultar-resumenes.ts';
import type { DocumentoDeResumenVista, ResumenVista } from './resumen-vista.ts';
import { Comprobante, EMISION, LECTURA, NotaSunat } from './tipos-graphql.ts';

/**
 * The SUNAT sending lifecycle beyond one sendBill: resúmenes diarios (RC) and comunicaciones de baja
 * (RA) by ticket, voiding, pausing and resuming, bulk resends and the sending settings (OSE).
 */

const DocumentoDeResumen = builder.objectRef<DocumentoDeResumenVista>('DocumentoDeResumen').implement({
  fields: (t) => ({
    comprobante_id: t.exposeString('comprobante_id'),
    linea: t.exposeInt('linea'),
    tipo: t.exposeString('tipo'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    fecha_emision: t.exposeString('fecha_emision'),
    importe_total: t.exposeString('importe_total'),
    condicion: t.exposeString('condicion', {
      nullable: true,
      description: 'Catálogo 19 (RC): 1 adicionar, 2 modificar, 3 anular; null in an RA.',
    }),
    motivo: t.exposeString('motivo', { nullable: true, description: 'Why it is voided.' }),
    estado: t.exposeString('estado', { description: 'The document’s own state now.' }),
  }),
});

const Resumen = builder.objectRef<ResumenVista>('Resumen').implement({
  description:
    'A resumen diario (RC) or comunicación de baja (RA) sent by sendSummary and answered by ticket.',
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo', { description: 'RC or RA.' }),
    identificador: t.exposeString('identificador', { description: 'RC-20250115-1, its cbc:ID.' }),
    fecha_generacion: t.exposeString('fecha_generacion'),
    fecha_referencia: t.exposeString('fecha_referencia', { description: 'The documents’ issue date.' }),
    correlativo: t.exposeInt('correlativo'),
    estado: t.exposeString('estado', {
      description: 'pendiente, enviado (ticket received), aceptado, observado or rechazado.',
    }),
    ticket: t.exposeString('ticket', { nullable: true }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    descripcion_sunat: t.exposeString('descripcion_sunat', { nullable: true }),
    notas_sunat: t.expose('notas_sunat', { type: [NotaSunat] }),
    intentos: t.exposeInt('intentos'),
    ultimo_error: t.exposeString('ultimo_error', { nullable: true }),
    tiene_cdr: t.exposeBoolean('tiene_cdr'),
    documentos: t.expose('documentos', { type: [DocumentoDeResumen] }),
    created_at: t.exposeString('created_at'),
    enviado_at: t.exposeString('enviado_at', { nullable: true }),
    respuesta_at: t.exposeString('respuesta_at', { nullable: true }),
  }),
});

const PaginaResumenes = builder
  .objectRef<{ total: number; filas: ResumenVista[] }>('PaginaResumenes')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Resumen] }) }),
  });

const EnvioSunat = builder.objectRef<EnvioSunatVista>('EnvioSunat').implement({
  description: "The session company's sending settings and what waits for SUNAT.",
  fields: (t) => ({
    soap_envio: t.exposeString('soap_envio', { description: 'simulador, beta, produccion or ose.' }),
    modo_pruebas: t.exposeBoolean('modo_pruebas', {
      description: 'Sends to the simulator or SUNAT beta: its documents have no tax value.',
    }),
    modo_pruebas_desde: t.exposeString('modo_pruebas_desde', {
      nullable: true,
      description:
        'When test mode was chosen by configurarEnvioSunat; null is the default, which production refuses to send with.',
    }),
    url_ose: t.exposeString('url_ose', { nullable: true }),
    envio_pausado: t.exposeBoolean('envio_pausado'),
    envio_boletas: t.exposeString('envio_boletas', { description: 'individual or resumen.' }),
    comprobantes_pendientes: t.exposeInt('comprobantes_pendientes'),
    resumenes_pendientes: t.exposeInt('resumenes_pendientes'),
  }),
});

const ResultadoReenvio = builder
  .objectRef<{ encolados: number; omitidos: number }>('ResultadoReenvio')
  .implement({
    fields: (t) => ({ encolados: t.exposeInt('encolados'), omitidos: t.exposeInt('omitidos') }),
  });

const ConfiguracionEnvioInput = builder.inputType('ConfiguracionEnvioInput', {
  fields: (t) => ({
    soap_envio: t.string({ description: 'simulador, beta, produccion or ose.' }),
    url_ose: t.string({ required: false, description: "The OSE's billService (https), when ose." }),
    envio_boletas: t.string({ description: 'individual (sendBill) or resumen (resumen diario).' }),
  }),
});

builder.queryFields((t) => ({
  resumenes: t.field({
    type: PaginaResumenes,
    description: "The working company's resúmenes diarios and comunicaciones de baja, newest first.",
    authScopes: LECTURA,
    args: {
      tipo: t.arg.string({ required: false, description: 'RC or RA.' }),
      desde: t.arg.string({ required: false, description: 'Generation date from, YYYY-MM-DD.' }),
      hasta: t.arg.string({ required: false, description: 'Generation date to, YYYY-MM-DD.' }),
      limite: t.arg.int({ required: false }),
      desde_fila: t.arg.int({ required: false }),
    },
    resolve: async (_, args, ctx) => listarResumenes(ctx.deps, await ctx.sesion(), args),
  }),
  xmlResumen: t.field({
    type: ArchivoGeneradoRef,
    description: 'The signed summary as sent to SUNAT.',
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => xmlResumen(ctx.deps, await ctx.sesion(), id),
  }),
  cdrResumen: t.field({
    type: ArchivoGeneradoRef,
    description: "SUNAT's CDR zip of the summary's ticket.",
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => cdrResumen(ctx.deps, await ctx.sesion(), id),
  }),
  envioSunat: t.field({
    type: EnvioSunat,
    authScopes: LECTURA,
    resolve: async (_, _a, ctx) => {
      const sesion = await ctx.sesion();
      return vistaEnvioSunat(ctx.deps, await empresaDeTrabajo(ctx.deps.db, sesion));
    },
  }),
}));

builder.mutationFields((t) => ({
  anularComprobante: t.field({
    type: Comprobante,
    description:
      'Voids an accepted document within 7 days: facturas and their notes by comunicación de baja, boletas and their notes by resumen diario (condition 3). It is anulado once SUNAT accepts.',
    authScopes: EMISION,
    args: { id: t.arg.string(), motivo: t.arg.string() },
    resolve: async (_, { id, motivo }, ctx) => anularComprobante(ctx.deps, await ctx.sesion(), id, motivo),
  }),
  generarResumenDiario: t.field({
    type: [Resumen],
    description: "Informs the date's pending boletas and boleta notes in resúmenes diarios (500 lines each).",
    authScopes: EMISION,
    args: { fecha: t.arg.string({ description: 'Issue date of the boletas, YYYY-MM-DD.' }) },
    resolve: async (_, { fecha }, ctx) => generarResumenDiario(ctx.deps, await ctx.sesion(), fecha),
  }),
  reenviarResumen: t.field({
    type: Resumen,
    description: 'Queues again a summary SUNAT has not answered (sends it, or asks for its ticket).',
    authScopes: EMISION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => reenviarResumen(ctx.deps, await ctx.sesion(), id),
  }),
  reenviarComprobantes: t.field({
    type: ResultadoReenvio,
    description: 'Queues again the documents SUNAT has not answered: those given, or all of the company.',
    authScopes: EMISION,
    args: { ids: t.arg.stringList({ required: false }) },
    resolve: async (_, { ids }, ctx) => reenviarComprobantes(ctx.deps, await ctx.sesion(), ids),
  }),
  pausarEnvioSunat: t.field({
    type: EnvioSunat,
    description: 'Pauses automatic sending (documents wait pendiente) or resumes it, queueing what waits.',
    authScopes: EMISION,
    args: { pausado: t.arg.boolean() },
    resolve: async (_, { pausado }, ctx) => pausarEnvioSunat(ctx.deps, await ctx.sesion(), pausado),
  }),
  configurarEnvioSunat: t.field({
    type: EnvioSunat,
    description: 'Where the company sends (simulador, beta, produccion, ose + URL) and how its boletas go.',
    authScopes: EMISION,
    args: { input: t.arg({ type: ConfiguracionEnvioInput }) },
    resolve: async (_, { input }, ctx) => configurarEnvioSunat(ctx.deps, await ctx.sesion(), input),
  }),
}));
