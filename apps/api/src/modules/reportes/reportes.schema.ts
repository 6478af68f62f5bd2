import { builder } from '../../builder.ts';
import { type Ranking, rankingVentas } from './queries/ranking-ventas.ts';

const RankingRef = builder.objectRef<Ranking>('Ranking').implement({
  description: 'A chart: labels and one series of amounts in soles.',
  fields: (t) => ({ labels: t.exposeStringList('labels'), series: t.exposeStringList('series') }),
});

builder.queryFields((t) => ({
  rankingProductos: t.field({
    type: RankingRef,
    description: 'The ten best-selling products, or best clients, between two dates (the dashboards).',
    authScopes: { autenticado: true },
    args: { fecha_Inicio: t.arg.string(), fecha_Fin: t.arg.string(), tipo: t.arg.string() },
    resolve: async (_, args, ctx) => rankingVentas(ctx.deps, await ctx.sesion(), args),
  }),
}));
