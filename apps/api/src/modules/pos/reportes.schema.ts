import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { PERMISO } from '../../shared/permisos.ts';
import {
  excelPedidos,
  type ProductoRanking,
  rankingProductos,
  type VentaAgrupada,
  ventasPorCaja,
  ventasPorVendedor,
} from './reportes/ventas-pos.ts';

/** Point-of-sale reports (POS001006) over the charged orders between two dates (Lima). */
const REPORTES = { permiso: PERMISO.posReportes };

const VentaAgrupadaRef = builder.objectRef<VentaAgrupada>('PosVentaAgrupada').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombre: t.exposeString('nombre'),
    pedidos: t.exposeInt('pedidos', {
      description: 'Orders (an order split in several documents counts once).',
    }),
    documentos: t.exposeInt('documentos', { description: 'Boletas, facturas and notas de venta emitted.' }),
    total: t.exposeString('total', { description: 'The sum of the documents.' }),
  }),
});

const RankingRef = builder.objectRef<ProductoRanking>('PosProductoRanking').implement({
  fields: (t) => ({
    producto_id: t.exposeString('producto_id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    cantidad: t.exposeString('cantidad'),
    importe: t.exposeString('importe', { description: 'Quantity × unit price.' }),
  }),
});

builder.queryFields((t) => {
  const rango = { desde: t.arg.string(), hasta: t.arg.string() };
  return {
    reporteVendedor: t.field({
      type: [VentaAgrupadaRef],
      description: 'Charged orders and their total by waiter.',
      authScopes: REPORTES,
      args: rango,
      resolve: async (_, a, ctx) => ventasPorVendedor(ctx.deps, await ctx.sesion(), a),
    }),
    reporteVentasCaja: t.field({
      type: [VentaAgrupadaRef],
      description: 'Charged orders and their total by cash box.',
      authScopes: REPORTES,
      args: rango,
      resolve: async (_, a, ctx) => ventasPorCaja(ctx.deps, await ctx.sesion(), a),
    }),
    rankingProductosPos: t.field({
      type: [RankingRef],
      authScopes: REPORTES,
      args: rango,
      resolve: async (_, a, ctx) => rankingProductos(ctx.deps, await ctx.sesion(), a),
    }),
    excelPedidos: t.field({
      type: ArchivoGeneradoRef,
      authScopes: REPORTES,
      args: rango,
      resolve: async (_, a, ctx) => excelPedidos(ctx.deps, await ctx.sesion(), a),
    }),
  };
});
