import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  crearIngresoOtroEmpleador,
  editarIngresoOtroEmpleador,
  eliminarIngresoOtroEmpleador,
  type IngresoOtroEmpleador,
  listarIngresosOtrosEmpleadores,
} from './otros-empleadores/ingresos-otros-empleadores.ts';

/** Other employers' 5ta income and withholdings a worker certified, which the month's quinta adds. */
const PLANILLA = { permiso: 'PLA001001' };

const IngresoRef = builder.objectRef<IngresoOtroEmpleador>('IngresoOtroEmpleador').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    trabajador_id: t.exposeString('trabajadorId'),
    periodo: t.exposeString('periodo', {
      description: 'AAAAMM: the month of the amounts or of the declaration.',
    }),
    ruc: t.exposeString('ruc'),
    razon_social: t.exposeString('razonSocial'),
    ingresos: t.exposeString('ingresos'),
    retenciones: t.exposeString('retenciones'),
  }),
});

const IngresoInput = builder.inputType('IngresoOtroEmpleadorInput', {
  fields: (t) => ({
    trabajador_id: t.string(),
    periodo: t.string(),
    ruc: t.string(),
    razon_social: t.string({ required: false }),
    ingresos: t.string(),
    retenciones: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  ingresosOtrosEmpleadores: t.field({
    type: [IngresoRef],
    description: 'A worker’s other-employer income of a year (AAAA), by month.',
    authScopes: ALCANCE.planilla,
    args: { trabajador_id: t.arg.string(), anio: t.arg.string() },
    resolve: async (_, a, ctx) =>
      listarIngresosOtrosEmpleadores(ctx.deps, await ctx.sesion(), a.trabajador_id, a.anio),
  }),
}));

builder.mutationFields((t) => ({
  createIngresoOtroEmpleador: t.field({
    type: IngresoRef,
    authScopes: PLANILLA,
    args: { input: t.arg({ type: IngresoInput }) },
    resolve: async (_, { input }, ctx) => crearIngresoOtroEmpleador(ctx.deps, await ctx.sesion(), input),
  }),
  editIngresoOtroEmpleador: t.field({
    type: IngresoRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string(), input: t.arg({ type: IngresoInput }) },
    resolve: async (_, { id, input }, ctx) =>
      editarIngresoOtroEmpleador(ctx.deps, await ctx.sesion(), id, input),
  }),
  deleteIngresoOtroEmpleador: t.field({
    type: IngresoRef,
    authScopes: PLANILLA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => eliminarIngresoOtroEmpleador(ctx.deps, await ctx.sesion(), id),
  }),
}));
