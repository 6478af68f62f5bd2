import { type Db, schema, type Tx } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { ComprobanteSinArchivos } from '../../facturacion/columnas-comprobante.ts';

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

/** The company's active products with these codes, by code. */
export async function productosPorCodigo(
  db: Db | Tx,
  empresaId: string,
  codigos: Iterable<string>,
): Promise<Map<string, ProductoKardex>> {
  const lista = [...new Set(codigos)];
  if (!lista.length) return new Map();
  const p = schema.productos;
  const filas = await db
    .select()
    .from(p)
    .where(and(eq(p.empresaId, empresaId), inArray(p.codigo, lista), isNull(p.deletedAt)));
  return new Map(filas.map((f) => [f.codigo, f]));
}

/**
 * The company's active products that a document's lines name by code (kardex or not: posting reads
 * their sales accounts), by code.
 */
export function productosDelDocumento(
  db: Db | Tx,
  c: Pick<ComprobanteSinArchivos, 'empresaId' | 'documento'>,
): Promise<Map<string, ProductoKardex>> {
  const documento = c.documento as unknown as ComprobanteCalculado;
  return productosPorCodigo(
    db,
    c.empresaId,
    documento.lineas.flatMap((l) => (l.entrada.codigo ? [l.entrada.codigo] : [])),
  );
}

/**
 * productosDelDocumento for a burst of documents: one read per company of the products any of them
 * names. Answers each document's company's products by code (a superset of the document's own).
 */
export async function productosDeDocumentos(
  db: Db | Tx,
  lista: readonly Pick<ComprobanteSinArchivos, 'empresaId' | 'documento'>[],
): Promise<(c: Pick<ComprobanteSinArchivos, 'empresaId'>) => ReadonlyMap<string, ProductoKardex>> {
  const codigosPorEmpresa = new Map<string, Set<string>>();
  for (const c of lista) {
    const codigos = codigosPorEmpresa.get(c.empresaId) ?? new Set<string>();
    for (const l of (c.documento as unknown as ComprobanteCalculado).lineas)
      if (l.entrada.codigo) codigos.add(l.entrada.codigo);
    codigosPorEmpresa.set(c.empresaId, codigos);
  }
  const porEmpresa = new Map<string, Map<string, ProductoKardex>>();
  for (const [empresaId, codigos] of codigosPorEmpresa)
    porEmpresa.set(empresaId, await productosPorCodigo(db, empresaId, codigos));
  return (c) => porEmpresa.get(c.empresaId) ?? new Map();
}

/** Of some products by code, those that keep a kardex. */
export const conKardex = (productos: ReadonlyMap<string, ProductoKardex>): Map<string, ProductoKardex> =>
  new Map([...productos].filter(([, p]) => llevaKardex(p)));
