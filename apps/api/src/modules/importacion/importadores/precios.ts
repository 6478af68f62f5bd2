import { schema } from '@kipu/db';
import { esDecimalNoNegativo, normalizarDecimal } from '@kipu/peru';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Importador } from '../tipos.ts';

type Columnas = typeof schema.productoPrecios.$inferInsert;

/**
 * A product's price in a price list of the session's local, by their codes; a price already set is
 * replaced. Products and price lists are loaded once.
 */
export const importarPrecios: Importador<Columnas> = {
  titulo: 'Precios',
  columnas: [
    {
      nombre: 'codigo_producto',
      descripcion: 'Código de un producto registrado de la empresa',
      obligatoria: true,
      ejemplo: 'P0001',
    },
    {
      nombre: 'codigo_categoria_precio',
      descripcion: 'Código de una categoría de precio (lista de precios) del local de trabajo',
      obligatoria: true,
      ejemplo: 'MAYORISTA',
    },
    {
      nombre: 'precio',
      descripcion: 'Precio con IGV, número no negativo con hasta 10 decimales (punto decimal)',
      obligatoria: true,
      ejemplo: '12.50',
    },
  ],
  notas: [
    'Los precios se guardan en las categorías de precio del local con el que trabaja al importar.',
    'Si el producto ya tiene precio en esa categoría, se reemplaza.',
  ],
  async preparar(db, { empresaId, localId }) {
    const { productos, categoriasPrecio, productoPrecios } = schema;
    const [prods, listas] = await Promise.all([
      db
        .select({ id: productos.id, codigo: productos.codigo })
        .from(productos)
        .where(and(eq(productos.empresaId, empresaId), isNull(productos.deletedAt))),
      localId
        ? db
            .select({ id: categoriasPrecio.id, codigo: categoriasPrecio.codigo })
            .from(categoriasPrecio)
            .where(
              and(
                eq(categoriasPrecio.empresaId, empresaId),
                eq(categoriasPrecio.localId, localId),
                isNull(categoriasPrecio.deletedAt),
              ),
            )
        : [],
    ]);
    const producto = new Map(prods.map((p) => [p.codigo, p.id]));
    const lista = new Map(listas.map((c) => [c.codigo, c.id]));
    return {
      validar(fila) {
        const codigo = (fila.codigo_producto ?? '').trim();
        const categoria = (fila.codigo_categoria_precio ?? '').trim();
        const precio = (fila.precio ?? '').trim();
        if (!codigo) return { error: 'Ingrese el código del producto' };
        if (!categoria) return { error: 'Ingrese el código de la categoría de precio' };
        if (!precio) return { error: 'Ingrese el precio' };
        const productoId = producto.get(codigo);
        if (!productoId) return { error: `No existe el producto ${codigo}` };
        const categoriaPrecioId = lista.get(categoria);
        if (!categoriaPrecioId) return { error: `No existe la categoría de precio ${categoria} en el local` };
        if (!esDecimalNoNegativo(precio))
          return { error: `El precio "${precio}" no es un número válido (no negativo, hasta 10 decimales)` };
        return {
          valor: { productoId, categoriaPrecioId, precio: normalizarDecimal(precio) },
          clave: `${productoId}|${categoriaPrecioId}`,
          nombreClave: `El precio de ${codigo} en ${categoria}`,
        };
      },
      async guardar(tx, lote) {
        await tx
          .insert(productoPrecios)
          .values(lote)
          .onConflictDoUpdate({
            target: [productoPrecios.productoId, productoPrecios.categoriaPrecioId],
            set: { precio: sql`excluded.precio`, updatedAt: sql`now()` },
          });
      },
    };
  },
};
