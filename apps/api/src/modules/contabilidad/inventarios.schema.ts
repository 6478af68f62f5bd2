import { schema } from '@kipu/db';
import { normalizarDecimal } from '@kipu/peru';
import type { Valor } from '@kipu/peru/inventarios/costo-promedio';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { consultarKardex, excelKardex } from './inventarios/consultar-kardex.ts';
import { anularCostoVentas, contabilizarCostoVentas } from './inventarios/costo-ventas.ts';
import { documentoDe, type KardexProducto, type LineaKardex } from './inventarios/kardex.ts';
import {
  type ResultadoMovimientos,
  registrarMovimientosPendientes,
} from './inventarios/movimientos-de-comprobante.ts';
import { pdfKardex } from './inventarios/pdf-kardex.ts';
import { tipoExistencia } from './inventarios/productos-kardex.ts';
import { anularSaldoInicial, registrarSaldosIniciales } from './inventarios/saldo-inicial.ts';
import { type StockProducto, stockDeProducto, stockMinimoProductos } from './inventarios/stock.ts';
import { Operacion } from './libro.schema.ts';

/** INVENTARIOS › Kardex y costo de ventas. */
const KARDEX = { permiso: 'CON005001' };

const ValorRef = builder.objectRef<Valor>('ValorKardex').implement({
  description: 'Units, unit cost (up to 8 decimals) and total (2 decimals) in soles.',
  fields: (t) => ({
    cantidad: t.exposeString('cantidad'),
    costo_unitario: t.exposeString('costoUnitario'),
    costo_total: t.exposeString('costoTotal'),
  }),
});

const LineaKardexRef = builder.objectRef<LineaKardex>('LineaKardex').implement({
  fields: (t) => ({
    id: t.string({ resolve: (l) => l.movimiento.id }),
    fecha: t.string({ resolve: (l) => l.movimiento.fecha }),
    tipo_operacion: t.string({ description: 'PLE tabla 12.', resolve: (l) => l.movimiento.tipoOperacion }),
    tipo_comprobante: t.string({ resolve: (l) => l.movimiento.tipoComprobante }),
    serie: t.string({ resolve: (l) => l.movimiento.serie }),
    numero: t.string({ resolve: (l) => l.movimiento.numero }),
    documento: t.string({ resolve: (l) => documentoDe(l.movimiento) }),
    origen: t.string({ resolve: (l) => l.movimiento.origen }),
    glosa: t.string({ nullable: true, resolve: (l) => l.movimiento.glosa }),
    cuo: t.string({ nullable: true, resolve: (l) => l.movimiento.cuo }),
    entrada: t.field({ type: ValorRef, resolve: (l) => l.entrada }),
    salida: t.field({ type: ValorRef, resolve: (l) => l.salida }),
    saldo: t.field({ type: ValorRef, resolve: (l) => l.saldo }),
  }),
});

const KardexRef = builder.objectRef<KardexProducto>('Kardex').implement({
  description: 'A product’s kardex in a period at the weighted average: opening, movements, running balance.',
  fields: (t) => ({
    producto_id: t.string({ resolve: (k) => k.producto.id }),
    codigo: t.string({ resolve: (k) => k.producto.codigo }),
    descripcion: t.string({ resolve: (k) => k.producto.descripcion }),
    unidad: t.string({ resolve: (k) => k.producto.medidaId }),
    tipo_existencia: t.string({ resolve: (k) => tipoExistencia(k.producto) }),
    periodo: t.exposeString('periodo'),
    inicial: t.field({ type: ValorRef, resolve: (k) => k.inicial }),
    lineas: t.field({ type: [LineaKardexRef], resolve: (k) => k.lineas }),
    final: t.field({ type: ValorRef, resolve: (k) => k.final }),
    problemas: t.exposeStringList('problemas'),
  }),
});

const StockProductoRef = builder.objectRef<StockProducto>('StockProducto').implement({
  fields: (t) => ({
    producto_id: t.string({ resolve: (s) => s.producto.id }),
    codigo: t.string({ resolve: (s) => s.producto.codigo }),
    descripcion: t.string({ resolve: (s) => s.producto.descripcion }),
    unidad: t.string({ resolve: (s) => s.producto.medidaId }),
    stock_minimo: t.string({ resolve: (s) => normalizarDecimal(s.producto.stockMinimo) }),
    cantidad: t.exposeString('cantidad'),
    costo_unitario: t.exposeString('costoUnitario'),
    costo_total: t.exposeString('costoTotal'),
  }),
});

type SaldoInicial = {
  id: string;
  productoId: string;
  codigo: string;
  descripcion: string;
  cantidad: string;
  costoUnitario: string | null;
};

const SaldoInicialRef = builder.objectRef<SaldoInicial>('SaldoInicialInventario').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    producto_id: t.exposeString('productoId'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    cantidad: t.string({ resolve: (s) => normalizarDecimal(s.cantidad) }),
    costo_unitario: t.string({ resolve: (s) => normalizarDecimal(s.costoUnitario ?? '0') }),
  }),
});

const SaldoInicialInput = builder.inputType('SaldoInicialInventarioInput', {
  fields: (t) => ({ producto_id: t.string(), cantidad: t.string(), costo_unitario: t.string() }),
});

const ResultadoMovimientosRef = builder
  .objectRef<ResultadoMovimientos>('ResultadoMovimientosInventario')
  .implement({
    fields: (t) => ({ registrados: t.exposeInt('registrados'), errores: t.exposeStringList('errores') }),
  });

builder.queryFields((t) => {
  const kardexComo = (formato: 'excel' | 'pdf') =>
    t.field({
      type: ArchivoGeneradoRef,
      description:
        formato === 'excel'
          ? 'The kardex of a product and period as Excel, in units or valued.'
          : 'The kardex of a product and period as PDF: FORMATO 12.1 in units or 13.1 valued.',
      authScopes: ALCANCE.leerContabilidad,
      args: {
        producto_id: t.arg.string(),
        periodo: t.arg.string(),
        valorizado: t.arg.boolean({ required: false }),
      },
      resolve: async (_, a, ctx) =>
        (formato === 'excel' ? excelKardex : pdfKardex)(
          ctx.deps,
          await ctx.sesion(),
          a.producto_id,
          a.periodo,
          a.valorizado ?? false,
        ),
    });
  return {
    kardex12: t.field({
      type: KardexRef,
      description: 'Kardex in units (PLE 12.1) of a product and period AAAAMM.',
      authScopes: ALCANCE.leerContabilidad,
      args: { producto_id: t.arg.string(), periodo: t.arg.string() },
      resolve: async (_, a, ctx) => consultarKardex(ctx.deps, await ctx.sesion(), a.producto_id, a.periodo),
    }),
    kardex13: t.field({
      type: KardexRef,
      description: 'Valued kardex (PLE 13.1, weighted average) of a product and period AAAAMM.',
      authScopes: ALCANCE.leerContabilidad,
      args: { producto_id: t.arg.string(), periodo: t.arg.string() },
      resolve: async (_, a, ctx) => consultarKardex(ctx.deps, await ctx.sesion(), a.producto_id, a.periodo),
    }),
    excelKardex: kardexComo('excel'),
    pdfKardex: kardexComo('pdf'),
    controlStockProducto: t.field({
      type: StockProductoRef,
      description: 'A product’s stock and value on a date (YYYY-MM-DD, today by default).',
      authScopes: ALCANCE.leerStock,
      args: { producto_id: t.arg.string(), fecha_emision: t.arg.string({ required: false }) },
      resolve: async (_, a, ctx) =>
        stockDeProducto(ctx.deps, await ctx.sesion(), a.producto_id, a.fecha_emision),
    }),
    stockMinimoProductos: t.field({
      type: [StockProductoRef],
      description: 'Products at or below their minimum stock at the end of a period.',
      authScopes: ALCANCE.leerStock,
      args: { periodo: t.arg.string() },
      resolve: async (_, a, ctx) => stockMinimoProductos(ctx.deps, await ctx.sesion(), a.periodo),
    }),
    saldosInicialesInventario: t.field({
      type: [SaldoInicialRef],
      description: 'The live opening stocks typed for a period.',
      authScopes: ALCANCE.leerContabilidad,
      args: { periodo: t.arg.string() },
      resolve: async (_, a, ctx) => {
        const empresaId = await empresaDeTrabajo(ctx.deps.db, await ctx.sesion());
        const m = schema.movimientosInventario;
        const p = schema.productos;
        return ctx.deps.db
          .select({
            id: m.id,
            productoId: m.productoId,
            codigo: p.codigo,
            descripcion: p.descripcion,
            cantidad: m.entrada,
            costoUnitario: m.costoUnitario,
          })
          .from(m)
          .innerJoin(p, eq(p.id, m.productoId))
          .where(
            and(
              eq(m.empresaId, empresaId),
              eq(m.periodo, a.periodo),
              eq(m.origen, 'saldo_inicial'),
              isNull(m.deletedAt),
            ),
          )
          .orderBy(asc(p.codigo));
      },
    }),
  };
});

builder.mutationFields((t) => ({
  registrarSaldosIniciales: t.field({
    type: 'Int',
    description:
      'Opening stock (tabla 12 code 16) of products in a period; all rows or none. Answers how many.',
    authScopes: KARDEX,
    args: { periodo: t.arg.string(), filas: t.arg({ type: [SaldoInicialInput] }) },
    resolve: async (_, a, ctx) => registrarSaldosIniciales(ctx.deps, await ctx.sesion(), a.periodo, a.filas),
  }),
  anularSaldoInicial: t.field({
    type: 'Boolean',
    authScopes: KARDEX,
    args: { id: t.arg.string() },
    resolve: async (_, a, ctx) => anularSaldoInicial(ctx.deps, await ctx.sesion(), a.id),
  }),
  registrarMovimientosPendientes: t.field({
    type: ResultadoMovimientosRef,
    description: 'Kardex movements of every emitted document that has none yet (documents emitted before).',
    authScopes: KARDEX,
    resolve: async (_, _a, ctx) => registrarMovimientosPendientes(ctx.deps, await ctx.sesion()),
  }),
  contabilizarCostoVentas: t.field({
    type: Operacion,
    description: 'Posts the period’s cost of sales (69 against 20) at the weighted average; once per period.',
    authScopes: KARDEX,
    args: { periodo: t.arg.string() },
    resolve: async (_, a, ctx) => contabilizarCostoVentas(ctx.deps, await ctx.sesion(), a.periodo),
  }),
  anularCostoVentas: t.field({
    type: Operacion,
    description: 'Voids the period’s cost-of-sales entry while the period is open.',
    authScopes: KARDEX,
    args: { periodo: t.arg.string() },
    resolve: async (_, a, ctx) => anularCostoVentas(ctx.deps, await ctx.sesion(), a.periodo),
  }),
}));
