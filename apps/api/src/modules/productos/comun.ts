import { type Db, errorDeBaseDatos } from '@kipu/db';
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { filasDeTabla } from '../maestros/parametricas.ts';

export type Pagina<T> = { total: number; filas: T[] };

export type FiltroLista = {
  param?: string | null;
  limite?: number | null;
  desde?: number | null;
  eliminados?: boolean | null;
};

/** A validation answer: the row's columns, or the Spanish message of its first problem. */
export type Validacion<T> = { columnas: T } | { error: string; prohibido?: boolean };

/** `prohibido` marks an id of another company: the API answers FORBIDDEN, an import names the row. */
export const ajeno = (error: string) => ({ error, prohibido: true });

/** Throws what a failed validation means for a single API call. */
export function exigirValida<T>(v: Validacion<T>): T {
  if ('error' in v) throw v.prohibido ? prohibido() : entradaInvalida(v.error);
  return v.columnas;
}

export const paginado = (f: FiltroLista) => ({
  limite: Math.min(Math.max(f.limite ?? 10, 1), 500),
  desde: Math.max(f.desde ?? 0, 0),
});

/** The search text without LIKE wildcards. */
export const textoDeBusqueda = (param: string | null | undefined) =>
  (param ?? '').trim().replace(/[%_\\]/g, '');

export const esUuid = (id: string | null | undefined): id is string =>
  !!id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const recortar = (v: string | null | undefined) => (v ?? '').trim();

/** A unique-index violation becomes the given Spanish message; anything else passes through. */
export const siDuplicado = (mensaje: string) => (e: unknown) =>
  errorDeBaseDatos(e).code === '23505' ? entradaInvalida(mensaje) : e;

const codigosPorTabla = new Map<string, Set<string>>();

/**
 * The codes of a SUNAT catalogue or PLE table, from the rows the maestros module already holds in
 * memory, as a set: catálogo 25 has 53,000 rows and an import checks 10,000 products against it.
 */
export function codigosDeTabla(tabla: string): Set<string> {
  let codigos = codigosPorTabla.get(tabla);
  if (!codigos) {
    codigos = new Set(filasDeTabla(tabla).map((f) => f.codigo));
    codigosPorTabla.set(tabla, codigos);
  }
  return codigos;
}

type TablaDeEmpresa = PgTable & { id: PgColumn; empresaId: PgColumn };

/** A row of the company by id; an id of another company (or not an id) is FORBIDDEN. */
export async function exigirDeEmpresa<T extends TablaDeEmpresa>(
  db: Db,
  tabla: T,
  id: string,
  empresaId: string,
): Promise<InferSelectModel<T>> {
  if (!esUuid(id)) throw prohibido();
  const [fila] = (await db
    .select()
    .from(tabla as PgTable)
    .where(eq(tabla.id, id))) as InferSelectModel<T>[];
  if (!fila || (fila as { empresaId: string }).empresaId !== empresaId) throw prohibido();
  return fila;
}
