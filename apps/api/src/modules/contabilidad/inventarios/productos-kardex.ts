import { type Db, schema, type Tx } from '@kipu/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';

export type ProductoKardex = typeof schema.productos.$inferSelect;

/** Goods keep a kardex; services (no stock) and combos (their components do) do not. */
export const llevaKardex = (p: Pick<ProductoKardex, 'stock' | 'esCombo'>): boolean => p.stock && !p.esCombo;

/** PLE tabla 5 type of the product: its own, or 01 mercaderías. */
export const tipoExistencia = (p: Pick<ProductoKardex, 'inventarioId'>): string => p.inventarioId || '01';

/** A product of the company that keeps a kardex; another company's id is FORBIDDEN. */
export async function productoDeKardex(db: Db | Tx, empresaId: string, id: string): Promise<ProductoKardex> {
  if (!esUuid(id)) throw prohibido();
  const [p] = await db.select().from(schema.productos).where(eq(schema.productos.id, id));
  if (!p || p.empresaId !== empresaId) throw prohibido();
  if (!llevaKardex(p))
    throw entradaInvalida(`El producto ${p.codigo} no lleva kardex (es un servicio o un combo)`);
  return p;
}

/** The company's active products among some codes, by code (kardex or not: posting reads their accounts). */
export async function productosDeCodigos(
  db: Db | Tx,
  empresaId: string,
  codigos: readonly string[],
): Promise<Map<string, ProductoKardex>> {
  if (!codigos.length) return new Map();
  const p = schema.productos;
  const filas = await db
    .select()
    .from(p)
    .where(and(eq(p.empresaId, empresaId), inArray(p.codigo, [...new Set(codigos)]), isNull(p.deletedAt)));
  return new Map(filas.map((f) => [f.codigo, f]));
}

/** Of some products by code, those that keep a kardex. */
export const conKardex = (productos: ReadonlyMap<string, ProductoKardex>): Map<string, ProductoKardex> =>
  new Map([...productos].filter(([, p]) => llevaKardex(p)));

/** The company's active products with kardex among some codes, by code. */
export async function productosPorCodigo(
  db: Db | Tx,
  empresaId: string,
  codigos: readonly string[],
): Promise<Map<string, ProductoKardex>> {
  return conKardex(await productosDeCodigos(db, empresaId, codigos));
}
