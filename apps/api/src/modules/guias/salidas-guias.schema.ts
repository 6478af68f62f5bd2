import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { exportarGuias } from './queries/excel-guias.ts';
import { type GuiaPendiente, type GuiasPendientes, guiasPendientes } from './queries/guias-pendientes.ts';
import { pdfGuia } from './queries/pdf-guia.ts';

/** A guide's outputs: its printed representation, the Excel of the list and what waits for someone. */

const GuiaPendienteRef = builder.objectRef<GuiaPendiente>('GuiaPendiente').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    estado: t.exposeString('estado', { description: 'pendiente, enviado or rechazado.' }),
    error: t.exposeString('error', {
      nullable: true,
      description: "What stops it: the last error, or SUNAT's reason for rejecting it.",
    }),
  }),
});

const GuiasPendientesRef = builder.objectRef<GuiasPendientes>('GuiasPendientes').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    ultimas: t.expose('ultimas', { type: [GuiaPendienteRef], description: 'The latest, newest first.' }),
  }),
});

builder.queryFields((t) => ({
  pdfGuia: t.field({
    type: ArchivoGeneradoRef,
    description:
      "The guide's representación impresa (A4 PDF), with SUNAT's QR once accepted; other states are marked.",
    authScopes: ALCANCE.guias,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => pdfGuia(ctx.deps, await ctx.sesion(), id),
  }),
  excelGuias: t.field({
    type: ArchivoGeneradoRef,
    description: "The working company's guides between the issue dates and matching param, as Excel.",
    authScopes: ALCANCE.guias,
    args: {
      fecha_desde: t.arg.string({ required: false, description: 'Issue date from, YYYY-MM-DD.' }),
      fecha_hasta: t.arg.string({ required: false, description: 'Issue date to, YYYY-MM-DD.' }),
      param: t.arg.string({ required: false, description: "Serie-número, destinatario's document or name." }),
    },
    resolve: async (_, args, ctx) => exportarGuias(ctx.deps, await ctx.sesion(), args),
  }),
  guiasPendientes: t.field({
    type: GuiasPendientesRef,
    description:
      'Guides SUNAT has not accepted that need someone (waiting with an error, rejected and not issued again).',
    authScopes: ALCANCE.guias,
    args: { limite: t.arg.int({ required: false, description: '5 by default, up to 50.' }) },
    resolve: async (_, { limite }, ctx) => guiasPendientes(ctx.deps, await ctx.sesion(), limite ?? 5),
  }),
}));
