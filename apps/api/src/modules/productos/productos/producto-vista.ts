import { type Db, schema } from '@kipu/db';
import { normalizarDecimal as dec } from '@kipu/peru';
import { eq, inArray } from 'drizzle-orm';
import type { PropiedadValor } from './validar-producto.ts';

type Fila = typeof schema.productos.$inferSelect;

export type PrecioVista = {
  categoria_precio_id: string;
  codigo: string;
  descripcion: string;
  precio: string;
};
export type ComponenteVista = { producto_id: string; codigo: string; descripcion: string; cantidad: string };

export type ProductoVista = {
  id: string;
  codigo: string;
  codigo_barras: string | null;
  codigo_sunat: string | null;
  descripcion: string;
  detalle: string | null;
  medida_id: string;
  categoria_id: string | null;
  categoria_nombre: string | null;
  inventario_id: string | null;
  tipo_igv: string;
  valor_unitario: string;
  precio_unitario: string;
  imagen: string | null;
  icbper: boolean;
  compras_pcge: string | null;
  ventas_pcge: string | null;
  stock: boolean;
  stock_minimo: string;
  margen_utilidad: boolean;
  utilidad: string;
  tipo_utilidad: string;
  adquisicion: string;
  propiedades: PropiedadValor[];
  es_combo: boolean;
  precios: PrecioVista[];
  productos_combos: ComponenteVista[];
  deleted_at: string | null;
};

const agrupar = <T>(filas: T[], clave: (f: T) => string) => {
  const mapa = new Map<string, T[]>();
  for (const f of filas) mapa.set(clave(f), [...(mapa.get(clave(f)) ?? []), f]);
  return mapa;
};

/** Products with their category name, price-list prices and combo components, in three queries. */
export async function vistasProductos(db: Db, filas: Fila[]): Promise<ProductoVista[]> {
  if (!filas.length) return [];
  const { categorias, categoriasPrecio, productoPrecios, comboComponentes, productos } = schema;
  const ids = filas.map((p) => p.id);
  const categoriaIds = [...new Set(filas.flatMap((p) => (p.categoriaId ? [p.categoriaId] : [])))];
  const combos = filas.filter((p) => p.esCombo).map((p) => p.id);
  const [cats, precios, componentes] = await Promise.all([
    categoriaIds.length
      ? db
          .select({ id: categorias.id, nombre: categorias.nombre })
          .from(categorias)
          .where(inArray(categorias.id, categoriaIds))
      : [],
    db
      .select({
        productoId: productoPrecios.productoId,
        categoria_precio_id: productoPrecios.categoriaPrecioId,
        codigo: categoriasPrecio.codigo,
        descripcion: categoriasPrecio.descripcion,
        precio: productoPrecios.precio,
      })
      .from(productoPrecios)
      .innerJoin(categoriasPrecio, eq(categoriasPrecio.id, productoPrecios.categoriaPrecioId))
      .where(inArray(productoPrecios.productoId, ids))
      .orderBy(categoriasPrecio.codigo),
    combos.length
      ? db
          .select({
            comboId: comboComponentes.comboId,
            producto_id: comboComponentes.productoId,
            codigo: productos.codigo,
            descripcion: productos.descripcion,
            cantidad: comboComponentes.cantidad,
          })
          .from(comboComponentes)
          .innerJoin(productos, eq(productos.id, comboComponentes.productoId))
          .where(inArray(comboComponentes.comboId, combos))
          .orderBy(productos.codigo)
      : [],
  ]);
  const nombres = new Map(cats.map((c) => [c.id, c.nombre]));
  const preciosDe = agrupar(precios, (p) => p.productoId);
  const componentesDe = agrupar(componentes, (c) => c.comboId);
  return filas.map((p) => ({
    id: p.id,
    codigo: p.codigo,
    codigo_barras: p.codigoBarras,
    codigo_sunat: p.codigoSunat,
    descripcion: p.descripcion,
    detalle: p.detalle,
    medida_id: p.medidaId,
    categoria_id: p.categoriaId,
    categoria_nombre: p.categoriaId ? (nombres.get(p.categoriaId) ?? null) : null,
    inventario_id: p.inventarioId,
    tipo_igv: p.tipoIgv,
    valor_unitario: dec(p.valorUnitario),
    precio_unitario: dec(p.precioUnitario),
    imagen: p.imagen,
    icbper: p.icbper,
    compras_pcge: p.comprasPcge,
    ventas_pcge: p.ventasPcge,
    stock: p.stock,
    stock_minimo: dec(p.stockMinimo),
    margen_utilidad: p.margenUtilidad,
    utilidad: dec(p.utilidad),
    tipo_utilidad: p.tipoUtilidad,
    adquisicion: dec(p.adquisicion),
    propiedades: p.propiedades ?? [],
    es_combo: p.esCombo,
    precios: (preciosDe.get(p.id) ?? []).map(({ productoId: _, ...x }) => ({ ...x, precio: dec(x.precio) })),
    productos_combos: (componentesDe.get(p.id) ?? []).map(({ comboId: _, ...x }) => ({
      ...x,
      cantidad: dec(x.cantidad),
    })),
    deleted_at: p.deletedAt?.toISOString() ?? null,
  }));
}

export async function vistaProducto(db: Db, fila: Fila): Promise<ProductoVista> {
  const [v] = await vistasProductos(db, [fila]);
  if (!v) throw new Error('Producto sin vista');
  return v;
}
