import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  type AsientoPredisenadoVista,
  aplicarAsientoPredisenado,
  asientosPredisenados,
} from './asientos-predisenados/asientos-predisenados.ts';
import { Operacion } from './libro.schema.ts';

/** ANOTACIÓN DE OPERACIONES › Asientos varios: the templates are written under the same permission. */
const ASIENTOS_VARIOS = { permiso: 'CON002005' };

type LineaVista = AsientoPredisenadoVista['lineas'][number];

const LineaAsientoPredisenado = builder.objectRef<LineaVista>('LineaAsientoPredisenado').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    lado: t.exposeString('lado', { description: 'debe | haber' }),
    porcentaje: t.exposeString('porcentaje', { nullable: true, description: 'Of the amount, e.g. "33.33".' }),
    monto: t.exposeString('monto', { nullable: true, description: 'Fixed amount, decimal string.' }),
    glosa: t.exposeString('glosa', { nullable: true }),
  }),
});

const AsientoPredisenado = builder.objectRef<AsientoPredisenadoVista>('AsientoPredisenado').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    glosa: t.exposeString('glosa'),
    lineas: t.expose('lineas', { type: [LineaAsientoPredisenado] }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const PaginaAsientosPredisenados = builder
  .objectRef<{ total: number; filas: AsientoPredisenadoVista[] }>('PaginaAsientosPredisenados')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      filas: t.expose('filas', { type: [AsientoPredisenado] }),
    }),
  });

const LineaAsientoPredisenadoInput = builder.inputType('LineaAsientoPredisenadoInput', {
  description:
    'A last-level account on the debe or haber, with a percentage of the amount or a fixed amount.',
  fields: (t) => ({
    cuenta: t.string(),
    lado: t.string(),
    porcentaje: t.string({ required: false }),
    monto: t.string({ required: false }),
    glosa: t.string({ required: false }),
  }),
});

const AsientoPredisenadoInput = builder.inputType('AsientoPredisenadoInput', {
  fields: (t) => ({
    nombre: t.string(),
    glosa: t.string(),
    lineas: t.field({ type: [LineaAsientoPredisenadoInput] }),
  }),
});

builder.queryFields((t) => ({
  asientosPredisenados: t.field({
    type: PaginaAsientosPredisenados,
    description: 'Pre-designed entries of the session’s company, searched by name or glosa, paged.',
    authScopes: ALCANCE.leerContabilidad,
    args: {
      param: t.arg.string({ required: false }),
      limite: t.arg.int({ required: false }),
      desde: t.arg.int({ required: false }),
      eliminados: t.arg.boolean({ required: false }),
    },
    resolve: async (_, a, ctx) => asientosPredisenados.listar(ctx.deps, await ctx.sesion(), a),
  }),
  excelAsientosPredisenados: t.field({
    type: ArchivoGeneradoRef,
    description: 'Pre-designed entries, with the list’s filter, as an Excel file.',
    authScopes: ALCANCE.leerContabilidad,
    args: { param: t.arg.string({ required: false }), eliminados: t.arg.boolean({ required: false }) },
    resolve: async (_, a, ctx) => asientosPredisenados.exportar(ctx.deps, await ctx.sesion(), a),
  }),
}));

builder.mutationFields((t) => ({
  createAsientoPredisenado: t.field({
    type: AsientoPredisenado,
    authScopes: ASIENTOS_VARIOS,
    args: { input: t.arg({ type: AsientoPredisenadoInput }) },
    resolve: async (_, { input }, ctx) => asientosPredisenados.crear(ctx.deps, await ctx.sesion(), input),
  }),
  updateAsientoPredisenado: t.field({
    type: AsientoPredisenado,
    authScopes: ASIENTOS_VARIOS,
    args: { id: t.arg.string(), input: t.arg({ type: AsientoPredisenadoInput }) },
    resolve: async (_, { id, input }, ctx) =>
      asientosPredisenados.actualizar(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteAsientoPredisenado: t.field({
    type: AsientoPredisenado,
    description: 'Soft delete.',
    authScopes: ASIENTOS_VARIOS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => asientosPredisenados.vigencia(ctx.deps, await ctx.sesion(), id, false),
  }),
  activarAsientoPredisenado: t.field({
    type: AsientoPredisenado,
    description: 'Re-activates a deleted pre-designed entry.',
    authScopes: ASIENTOS_VARIOS,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => asientosPredisenados.vigencia(ctx.deps, await ctx.sesion(), id, true),
  }),
  aplicarAsientoPredisenado: t.field({
    type: Operacion,
    description: 'Posts the template for an amount as an asiento vario (libro 050100, kind 5).',
    authScopes: ASIENTOS_VARIOS,
    args: {
      id: t.arg.string(),
      fecha: t.arg.string(),
      importe: t.arg.string({ description: 'Decimal string; what the percentages apply to.' }),
      glosa: t.arg.string({ required: false, description: 'Instead of the template’s glosa.' }),
    },
    resolve: async (_, a, ctx) => aplicarAsientoPredisenado(ctx.deps, await ctx.sesion(), a),
  }),
}));
