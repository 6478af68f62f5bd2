import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { type LibroMayor, libroMayor, type MovimientoMayor } from './libro/libro-mayor.ts';
import { type CuentaResumenMayor, type ResumenMayor, resumenMayor } from './libro/resumen-mayor.ts';

const MovimientoMayorRef = builder.objectRef<MovimientoMayor>('MovimientoMayor').implement({
  fields: (t) => ({
    operacion_id: t.exposeString('operacion_id'),
    linea: t.exposeInt('linea'),
    periodo: t.exposeString('periodo'),
    fecha: t.exposeString('fecha'),
    cuo: t.exposeString('cuo'),
    libro: t.exposeString('libro'),
    cuenta: t.exposeString('cuenta'),
    glosa: t.exposeString('glosa'),
    documento: t.exposeString('documento', { nullable: true }),
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    saldo: t.exposeString('saldo', {
      description: 'Debit balance after the movement; negative is a credit balance.',
    }),
  }),
});

export const LibroMayorRef = builder.objectRef<LibroMayor>('LibroMayor').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    denominacion: t.exposeString('denominacion'),
    periodo_desde: t.exposeString('periodo_desde'),
    periodo_hasta: t.exposeString('periodo_hasta'),
    saldo_inicial: t.exposeString('saldo_inicial'),
    movimientos: t.expose('movimientos', { type: [MovimientoMayorRef] }),
    total_debe: t.exposeString('total_debe'),
    total_haber: t.exposeString('total_haber'),
    saldo_final: t.exposeString('saldo_final'),
  }),
});

const CuentaResumenMayorRef = builder.objectRef<CuentaResumenMayor>('CuentaResumenMayor').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    denominacion: t.exposeString('denominacion'),
    saldo_inicial: t.exposeString('saldo_inicial', {
      description: 'Debit balance brought from earlier periods; negative is a credit balance.',
    }),
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    saldo_final: t.exposeString('saldo_final'),
  }),
});

const ResumenMayorRef = builder.objectRef<ResumenMayor>('ResumenMayor').implement({
  fields: (t) => ({
    periodo_desde: t.exposeString('periodo_desde'),
    periodo_hasta: t.exposeString('periodo_hasta'),
    cuentas: t.expose('cuentas', { type: [CuentaResumenMayorRef] }),
    total_debe: t.exposeString('total_debe'),
    total_haber: t.exposeString('total_haber'),
  }),
});

builder.queryFields((t) => ({
  resumenMayor: t.field({
    type: ResumenMayorRef,
    description:
      'Every account of the libro mayor between two periods (AAAAMM), in soles: opening balance, sums, closing balance.',
    authScopes: ALCANCE.leerContabilidad,
    args: { periodo_desde: t.arg.string(), periodo_hasta: t.arg.string() },
    resolve: async (_, a, ctx) =>
      resumenMayor(ctx.deps, await ctx.sesion(), { desde: a.periodo_desde, hasta: a.periodo_hasta }),
  }),
  libroMayor: t.field({
    type: LibroMayorRef,
    description: 'Libro mayor of an account (and its sub-accounts) between two periods (AAAAMM), in soles.',
    authScopes: ALCANCE.leerContabilidad,
    args: { cuenta: t.arg.string(), periodo_desde: t.arg.string(), periodo_hasta: t.arg.string() },
    resolve: async (_, a, ctx) =>
      libroMayor(ctx.deps, await ctx.sesion(), {
        cuenta: a.cuenta,
        desde: a.periodo_desde,
        hasta: a.periodo_hasta,
      }),
  }),
}));
