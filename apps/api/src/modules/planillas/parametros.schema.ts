import { ROL } from '@kipu/db';
import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  type ComisionVista,
  comisionesDelPeriodo,
  guardarComision,
  guardarParametro,
  listarParametros,
  type ParametroVista,
} from './parametros/parametros-planilla.ts';

/** The payroll parameters are platform-wide: every session reads them, the administrator edits them. */
const SOLO_ADMINISTRADOR = { roles: [ROL.administradorGeneral] } as const;

const ParametroRef = builder.objectRef<ParametroVista>('ParametroPlanilla').implement({
  description: 'A payroll parameter from a date (soles for UIT, RMV, RMA and SIS; percent otherwise).',
  fields: (t) => ({
    concepto: t.exposeString('concepto'),
    nombre: t.exposeString('nombre'),
    unidad: t.exposeString('unidad', { description: 'soles or porcentaje.' }),
    desde: t.exposeString('desde'),
    valor: t.exposeString('valor'),
    fuente: t.exposeString('fuente'),
    confianza: t.exposeString('confianza'),
    por_verificar: t.exposeBoolean('por_verificar'),
  }),
});

const ComisionRef = builder.objectRef<ComisionVista>('ComisionAfp').implement({
  description: 'A fund’s commissions in force in a period, with the period’s aporte, prima and RMA.',
  fields: (t) => ({
    afp: t.exposeString('afp'),
    desde: t.exposeString('desde'),
    flujo: t.exposeString('flujo'),
    mixta_flujo: t.exposeString('mixta_flujo'),
    mixta_saldo: t.exposeString('mixta_saldo'),
    aporte: t.exposeString('aporte'),
    prima: t.exposeString('prima'),
    rma: t.exposeString('rma', { nullable: true }),
    fuente: t.exposeString('fuente'),
    por_verificar: t.exposeBoolean('por_verificar'),
  }),
});

const ParametroInput = builder.inputType('ParametroPlanillaInput', {
  fields: (t) => ({
    concepto: t.string(),
    desde: t.string({ description: 'First day of a month, YYYY-MM-01.' }),
    valor: t.string(),
    fuente: t.string({ required: false }),
    confianza: t.string({ required: false }),
  }),
});

const ComisionInput = builder.inputType('ComisionAfpInput', {
  fields: (t) => ({
    afp: t.string(),
    periodo: t.string({ description: 'AAAAMM: the rates apply from this month on.' }),
    flujo: t.string(),
    mixta_flujo: t.string(),
    mixta_saldo: t.string(),
    fuente: t.string({ required: false }),
    confianza: t.string({ required: false }),
  }),
});

builder.queryFields((t) => ({
  parametrosPlanilla: t.field({
    type: [ParametroRef],
    description: 'Every dated payroll parameter, by concept and date.',
    authScopes: ALCANCE.planilla,
    resolve: (_, __, ctx) => listarParametros(ctx.deps),
  }),
  comisionesAfp: t.field({
    type: [ComisionRef],
    description: 'Each AFP’s commissions, aporte, prima and RMA in force in the period.',
    authScopes: ALCANCE.planilla,
    args: { periodo: t.arg.string() },
    resolve: (_, { periodo }, ctx) => comisionesDelPeriodo(ctx.deps, periodo),
  }),
}));

builder.mutationFields((t) => ({
  guardarParametroPlanilla: t.field({
    type: ParametroRef,
    description: 'Sets a payroll parameter from a date (platform administrator).',
    authScopes: SOLO_ADMINISTRADOR,
    args: { input: t.arg({ type: ParametroInput }) },
    resolve: async (_, { input }, ctx) => guardarParametro(ctx.deps, await ctx.sesion(), input),
  }),
  guardarComisionAfp: t.field({
    type: ComisionRef,
    description: 'Sets an AFP’s commissions from a period on (platform administrator).',
    authScopes: SOLO_ADMINISTRADOR,
    args: { input: t.arg({ type: ComisionInput }) },
    resolve: async (_, { input }, ctx) => guardarComision(ctx.deps, await ctx.sesion(), input),
  }),
}));
