import { errorDeBaseDatos } from '@kipu/db';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ColumnaExcel } from '../infra/excel/escribir-hoja.ts';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import type { Dependencias } from './dependencias.ts';
import { empresaDeTrabajo } from './empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from './errores.ts';

/**
 * The helpers every table that belongs to one company uses (accounting master data, categories,
 * products…): tenancy checks, paging, exports, and writes that turn a repeated code into Spanish.
 */
export type TablaDeEmpresa = PgTable & { id: PgColumn; empresaId: PgColumn };

/** A company table whose rows are soft-deleted with deleted_at. */
export type TablaConBaja = TablaDeEmpresa & { deletedAt: PgColumn };

export type FilaDe<T extends PgTable> = T['$inferSelect'];

/** The list arguments every paged list takes. */
export type FiltroLista = {
  param?: string | null;
  limite?: number | null;
  desde?: number | null;
  eliminados?: boolean | null;
};

export type Pagina<V> = { total: number; filas: V[] };

/** The search text with LIKE wildcards removed (they would match anything), or '' for none. */
export const textoDeBusqueda = (param: string | null | undefined) =>
  (param ?? '').trim().replace(/[%_\\]/g, '');

/** Checked before querying: PostgreSQL refuses a malformed uuid with an error, not with no row. */
export const esUuid = (id: string | null | undefined): id is string =>
  !!id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Text of an input field, trimmed ('' when absent). */
export const recortar = (v: string | null | undefined) => (v ?? '').trim();

/** The company's rows, deleted ones only when asked, narrowed by the search condition. */
export function filtroDeEmpresa(
  tabla: TablaConBaja,
  empresaId: string,
  eliminados: boolean | null | undefined,
  busqueda?: SQL,
): SQL | undefined {
  return and(eq(tabla.empresaId, empresaId), eliminados ? undefined : isNull(tabla.deletedAt), busqueda);
}

/** The company's rows that are not deleted, narrowed by the other conditions (lookups by code…). */
export function activasDeEmpresa(
  tabla: TablaConBaja,
  empresaId: string,
  ...condiciones: (SQL | undefined)[]
): SQL | undefined {
  return and(eq(tabla.empresaId, empresaId), isNull(tabla.deletedAt), ...condiciones);
}

/**
 * A row of the session's company. An id of another company answers FORBIDDEN, the same as no row at
 * all, so ids of other companies cannot be probed.
 */
export async function exigirDeEmpresa<T extends TablaDeEmpresa>(
  deps: Dependencias,
  sesion: SesionActiva,
  tabla: T,
  id: string,
): Promise<FilaDe<T>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(id)) throw prohibido();
  const [fila] = (await deps.db
    .select()
    .from(tabla as PgTable)
    .where(eq(tabla.id, id))) as FilaDe<T>[];
  if (!fila || (fila as { empresaId: string }).empresaId !== empresaId) throw prohibido();
  return fila;
}

/** One page of rows in the given order, with the count of all that match; `maximo` caps the page. */
export async function paginar<T extends PgTable>(
  deps: Dependencias,
  tabla: T,
  donde: SQL | undefined,
  orden: SQL | PgColumn,
  f: FiltroLista,
  maximo = 500,
): Promise<Pagina<FilaDe<T>>> {
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select()
      .from(tabla as PgTable)
      .where(donde)
      .orderBy(orden)
      .limit(Math.min(Math.max(f.limite ?? 10, 1), maximo))
      .offset(Math.max(f.desde ?? 0, 0)) as Promise<FilaDe<T>[]>,
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tabla as PgTable)
      .where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas };
}

/** Every row that matches, in order (the Excel exports, which are not paged). */
export async function todas<T extends PgTable>(
  deps: Dependencias,
  tabla: T,
  donde: SQL | undefined,
  orden: SQL | PgColumn,
): Promise<FilaDe<T>[]> {
  return (await deps.db
    .select()
    .from(tabla as PgTable)
    .where(donde)
    .orderBy(orden)) as FilaDe<T>[];
}

/**
 * Runs a write; a unique-index violation (pg 23505) becomes the given Spanish message. The index is
 * the only check that holds when two users save the same code at once.
 */
export async function escribirUnico<R>(mensajeDuplicado: string, escribir: () => Promise<R>): Promise<R> {
  try {
    return await escribir();
  } catch (e) {
    if (errorDeBaseDatos(e).code === '23505') throw entradaInvalida(mensajeDuplicado);
    throw e;
  }
}

/** Inserts one row of the company; a repeated code is refused with `mensajeDuplicado`. */
export async function insertarFila<T extends TablaDeEmpresa>(
  deps: Dependencias,
  tabla: T,
  valores: T['$inferInsert'],
  mensajeDuplicado: string,
): Promise<FilaDe<T>> {
  return escribirUnico(mensajeDuplicado, async () => {
    const [fila] = (await deps.db
      .insert(tabla)
      .values(valores as never)
      .returning()) as FilaDe<T>[];
    if (!fila) throw new Error('No se pudo registrar la fila');
    return fila;
  });
}

/** Writes the new values of a row already checked to be the company's (`exigirDeEmpresa`). */
export async function actualizarFila<T extends TablaDeEmpresa>(
  deps: Dependencias,
  tabla: T,
  id: string,
  valores: Partial<T['$inferInsert']>,
  mensajeDuplicado: string,
): Promise<FilaDe<T>> {
  return escribirUnico(mensajeDuplicado, async () => {
    const [fila] = (await deps.db
      .update(tabla)
      .set(valores as never)
      .where(eq(tabla.id, id))
      .returning()) as FilaDe<T>[];
    if (!fila) throw prohibido();
    return fila;
  });
}

/**
 * Soft delete (deleted_at now) or re-activation of a row already checked to be the company's.
 * Re-activating can repeat the code of a row created meanwhile: that is refused with `mensajeDuplicado`.
 */
export async function fijarVigencia<T extends TablaConBaja>(
  deps: Dependencias,
  tabla: T,
  id: string,
  vigente: boolean,
  mensajeDuplicado: string,
): Promise<FilaDe<T>> {
  return actualizarFila(
    deps,
    tabla,
    id,
    { deletedAt: vigente ? null : new Date() } as Partial<T['$inferInsert']>,
    mensajeDuplicado,
  );
}

/**
 * The 'Estado' column every export ends with. The word agrees with the sheet's noun: a cuenta or a
 * categoría is ELIMINADA, a producto or a centro de costo ELIMINADO.
 */
export function columnaEstado<F>(
  eliminada: (fila: F) => unknown,
  genero: 'masculino' | 'femenino' = 'masculino',
): ColumnaExcel<F> {
  const [baja, alta] = genero === 'femenino' ? ['ELIMINADA', 'ACTIVA'] : ['ELIMINADO', 'ACTIVO'];
  return { encabezado: 'Estado', valor: (f) => (eliminada(f) ? baja : alta), ancho: 11 };
}

/** The 'Estado' column of a sheet written from the API views (deleted_at as text). */
export const COLUMNA_ESTADO = columnaEstado<{ deleted_at: string | null }>((f) => f.deleted_at);
