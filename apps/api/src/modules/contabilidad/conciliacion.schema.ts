import { builder } from '../../builder.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { registrarAsientoDeExtracto } from './conciliacion/asiento-de-extracto.ts';
import { type MesDeCuenta, mesDeCuenta, vistaConciliacion } from './conciliacion/conciliacion-del-mes.ts';
import {
  AsientoExtractoInput,
  ConciliacionRef,
  ExtractoLeidoRef,
  ImportarExtractoInput,
} from './conciliacion/conciliacion-graphql.ts';
import {
  conciliarAutomaticamente,
  conciliarManualmente,
  desconciliar,
} from './conciliacion/emparejar-movimientos.ts';
import { importarExtracto, previsualizarExtracto } from './conciliacion/importar-extracto.ts';
import {
  actualizarSaldoInicial,
  eliminarLineas,
  validarConciliacion,
} from './conciliacion/mantener-conciliacion.ts';

/** TESORERÍA › Conciliación bancaria. */
const CONCILIACION = { permiso: 'CON004001' };

const vista = (deps: Dependencias, m: Promise<MesDeCuenta>) => m.then((mes) => vistaConciliacion(deps, mes));

builder.queryFields((t) => ({
  conciliacionBancaria: t.field({
    type: ConciliacionRef,
    description: 'A bank account’s month: its statement, the 10x ledger movements, matches and the summary.',
    authScopes: ALCANCE.leerContabilidad,
    args: { cuenta_financiera_id: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, a, ctx) =>
      vista(ctx.deps, mesDeCuenta(ctx.deps, await ctx.sesion(), a.cuenta_financiera_id, a.periodo)),
  }),
  previsualizarExtracto: t.field({
    type: ExtractoLeidoRef,
    description: 'Reads and checks a statement file row by row; writes nothing.',
    authScopes: CONCILIACION,
    args: { input: t.arg({ type: ImportarExtractoInput }) },
    resolve: async (_, { input }, ctx) => previsualizarExtracto(ctx.deps, await ctx.sesion(), input),
  }),
}));

builder.mutationFields((t) => ({
  importarExtracto: t.field({
    type: ConciliacionRef,
    description:
      'Starts (or replaces) a month’s statement; any wrong row refuses the file and writes nothing.',
    authScopes: CONCILIACION,
    args: { input: t.arg({ type: ImportarExtractoInput }) },
    resolve: async (_, { input }, ctx) =>
      vista(ctx.deps, importarExtracto(ctx.deps, await ctx.sesion(), input)),
  }),
  conciliarAutomaticamente: t.field({
    type: ConciliacionRef,
    description: 'Matches by amount and operation number, or by amount within `dias` days (5 by default).',
    authScopes: CONCILIACION,
    args: { conciliacion_id: t.arg.string(), dias: t.arg.int({ required: false }) },
    resolve: async (_, a, ctx) => {
      const r = await conciliarAutomaticamente(ctx.deps, await ctx.sesion(), a.conciliacion_id, a.dias);
      return vistaConciliacion(ctx.deps, r.mes);
    },
  }),
  conciliarMovimiento: t.field({
    type: ConciliacionRef,
    description: 'Matches a statement line with a ledger movement of the same amount.',
    authScopes: CONCILIACION,
    args: { extracto_linea_id: t.arg.string(), asiento_linea_id: t.arg.string() },
    resolve: async (_, a, ctx) =>
      vista(
        ctx.deps,
        conciliarManualmente(ctx.deps, await ctx.sesion(), a.extracto_linea_id, a.asiento_linea_id),
      ),
  }),
  desconciliarMovimiento: t.field({
    type: ConciliacionRef,
    authScopes: CONCILIACION,
    args: { extracto_linea_id: t.arg.string() },
    resolve: async (_, a, ctx) =>
      vista(ctx.deps, desconciliar(ctx.deps, await ctx.sesion(), a.extracto_linea_id)),
  }),
  registrarAsientoExtracto: t.field({
    type: ConciliacionRef,
    description:
      'Posts an unmatched bank charge or credit as an asiento vario against the 10x account, matched at once.',
    authScopes: CONCILIACION,
    args: { input: t.arg({ type: AsientoExtractoInput }) },
    resolve: async (_, { input }, ctx) =>
      vista(ctx.deps, registrarAsientoDeExtracto(ctx.deps, await ctx.sesion(), input)),
  }),
  eliminarLineasExtracto: t.field({
    type: ConciliacionRef,
    authScopes: CONCILIACION,
    args: { conciliacion_id: t.arg.string(), ids: t.arg.stringList() },
    resolve: async (_, a, ctx) =>
      vista(ctx.deps, eliminarLineas(ctx.deps, await ctx.sesion(), a.conciliacion_id, a.ids)),
  }),
  actualizarConciliacion: t.field({
    type: ConciliacionRef,
    description: 'Corrects the statement’s opening balance; the closing one follows from the lines.',
    authScopes: CONCILIACION,
    args: { conciliacion_id: t.arg.string(), saldo_inicial: t.arg.string() },
    resolve: async (_, a, ctx) =>
      vista(
        ctx.deps,
        actualizarSaldoInicial(ctx.deps, await ctx.sesion(), a.conciliacion_id, a.saldo_inicial),
      ),
  }),
  validarConciliacion: t.field({
    type: ConciliacionRef,
    description: 'Locks a month whose difference is zero.',
    authScopes: CONCILIACION,
    args: { conciliacion_id: t.arg.string() },
    resolve: async (_, a, ctx) =>
      vista(ctx.deps, validarConciliacion(ctx.deps, await ctx.sesion(), a.conciliacion_id, true)),
  }),
  reabrirConciliacion: t.field({
    type: ConciliacionRef,
    authScopes: CONCILIACION,
    args: { conciliacion_id: t.arg.string() },
    resolve: async (_, a, ctx) =>
      vista(ctx.deps, validarConciliacion(ctx.deps, await ctx.sesion(), a.conciliacion_id, false)),
  }),
}));
