import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  comprasVentasPorMes,
  type GraficoMensual,
  type SerieMensual,
} from './queries/compras-ventas-por-mes.ts';
import { type Ranking, rankingVentas } from './queries/ranking-ventas.ts';

const RankingRef = builder.objectRef<Ranking>('Ranking').implement({
  description: 'A chart: labels and one series of amounts in soles.',
  fields: (t) => ({ labels: t.exposeStringList('labels'), series: t.exposeStringList('series') }),
});

const SerieMensualRef = builder.objectRef<SerieMensual>('SerieMensual').implement({
  fields: (t) => ({ nombre: t.exposeString('nombre'), datos: t.exposeStringList('datos') }),
});

const GraficoMensualRef = builder.objectRef<GraficoMensual>('GraficoMensual').implement({
  description: 'A year by month: the twelve labels and, per series, an amount in soles per month.',
  fields: (t) => ({
    anio: t.exposeInt('anio'),
    labels: t.exposeStringList('labels'),
    series: t.field({ type: [SerieMensualRef], resolve: (g) => g.series }),
  }),
});

builder.queryFields((t) => ({
  comprasVentasByMonths: t.field({
    type: GraficoMensualRef,
    description:
      "Purchases and sales of each month of a year from the registers (the accounting dashboard's chart).",
    authScopes: ALCANCE.leerResumenVentas,
    args: {
      include_notes: t.arg.boolean({
        required: false,
        description: 'false leaves credit and debit notes out.',
      }),
      anio: t.arg.int({ required: false, description: "The company's working period's year when absent." }),
    },
    resolve: async (_, args, ctx) => comprasVentasPorMes(ctx.deps, await ctx.sesion(), args),
  }),
  rankingProductos: t.field({
    type: RankingRef,
    description: 'The ten best-selling products, or best clients, between two dates (the dashboards).',
    authScopes: ALCANCE.leerResumenVentas,
    args: { fecha_Inicio: t.arg.string(), fecha_Fin: t.arg.string(), tipo: t.arg.string() },
    resolve: async (_, args, ctx) => rankingVentas(ctx.deps, await ctx.sesion(), args),
  }),
}));
