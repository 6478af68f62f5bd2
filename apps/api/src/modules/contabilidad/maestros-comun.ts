import { errorDeBaseDatos, schema } from '@kipu/db';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type ColumnaExcel, escribirHojaExcel } from '../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../shared/archivo-generado.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';

/**
 * What the accounting master-data tables (cost centres, amarres, financial accounts, tributos,
 * attachment types, responsables) share: one company's rows, soft-deleted with deleted_at.
 */
export type TablaMaestra = PgTable & { id: PgColumn; empresaId: PgColumn; deletedAt: PgColumn };

type FilaDe<T extends TablaMaestra> = T['$inferSelect'];

/** The list arguments every master-data list takes. */
export type FiltroMaestro = {
  param?: string | null;
  limite?: number | null;
  desde?: number | null;
  eliminados?: boolean | null;
};

export type Pagina<V> = { total: number; filas: V[] };

/** The search text with LIKE wildcards removed, or '' for none. */
export const textoBuscado = (param: string | null | undefined) => (param ?? '').trim().replace(/[%_\\]/g, '');

const esUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The company's rows, deleted ones only when asked, narrowed by the search condition. */
export function filtroMaestro(
  tabla: TablaMaestra,
  empresaId: string,
  eliminados: boolean | null | undefined,
  busqueda?: SQL,
): SQL | undefined {
  return and(eq(tabla.empresaId, empresaId), eliminados ? undefined : isNull(tabla.deletedAt), busqueda);
}

/** A row of the session's company; an id of any other company (or no row at all) is FORBIDDEN. */
export async function exigirDeEmpresa<T extends TablaMaestra>(
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

/** One page of rows in the given order, with the count of all that match. */
export async function paginar<T extends TablaMaestra>(
  deps: Dependencias,
  tabla: T,
  donde: SQL | undefined,
  orden: SQL | PgColumn,
  f: FiltroMaestro,
): Promise<Pagina<FilaDe<T>>> {
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select()
      .from(tabla as PgTable)
      .where(donde)
      .orderBy(orden)
      .limit(Math.min(Math.max(f.limite ?? 10, 1), 500))
      .offset(Math.max(f.desde ?? 0, 0)) as Promise<FilaDe<T>[]>,
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tabla as PgTable)
      .where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas };
}

/** Every row that matches, in order (the Excel exports). */
export async function todas<T extends TablaMaestra>(
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

/** Runs a write; a unique-index violation (pg 23505) becomes the given Spanish message. */
export async function escribirUnico<R>(mensajeDuplicado: string, escribir: () => Promise<R>): Promise<R> {
  try {
    return await escribir();
  } catch (e) {
    if (errorDeBaseDatos(e).code === '23505') throw entradaInvalida(mensajeDuplicado);
    throw e;
  }
}

/** Inserts one row of the company; a repeated code is refused with `mensajeDuplicado`. */
export async function insertarFila<T extends TablaMaestra>(
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

/** Writes the new values of a row already checked to be the company's. */
export async function actualizarFila<T extends TablaMaestra>(
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
export async function fijarVigencia<T extends TablaMaestra>(
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
    { deletedAt: vigente ? null : new Date() } as never,
    mensajeDuplicado,
  );
}

/** Text of an input field, trimmed ('' when absent). */
export const limpio = (v: string | null | undefined) => (v ?? '').trim();

/** The last column of every master-data sheet. */
export const COLUMNA_ESTADO: ColumnaExcel<{ deleted_at: string | null }> = {
  encabezado: 'Estado',
  valor: (f) => (f.deleted_at ? 'ELIMINADO' : 'ACTIVO'),
  ancho: 11,
};

type CuentaPcge = typeof schema.pcgeCuentas.$inferSelect;

/**
 * The PCGE account a master-data row points at: an account of the company (another company's id is
 * FORBIDDEN) that is not deleted. `faltante` is the message when none was chosen.
 */
export async function exigirCuentaPcge(
  deps: Dependencias,
  empresaId: string,
  id: string | null | undefined,
  faltante: string,
): Promise<CuentaPcge> {
  if (!limpio(id)) throw entradaInvalida(faltante);
  if (!esUuid(limpio(id))) throw prohibido();
  const [c] = await deps.db
    .select()
    .from(schema.pcgeCuentas)
    .where(eq(schema.pcgeCuentas.id, limpio(id)));
  if (!c || c.empresaId !== empresaId) throw prohibido();
  if (c.deletedAt) throw entradaInvalida(`La cuenta contable ${c.codigo} está eliminada`);
  return c;
}

/** The PCGE accounts rows point at, by id (to answer their code and name). */
export async function cuentasPcgePorId(deps: Dependencias, ids: string[]): Promise<Map<string, CuentaPcge>> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map();
  const { pcgeCuentas } = schema;
  const filas = await deps.db.select().from(pcgeCuentas).where(inArray(pcgeCuentas.id, unicos));
  return new Map(filas.map((c) => [c.id, c]));
}

/**
 * One accounting master-data table: how its input becomes columns, how its rows are shown and
 * searched, its Excel sheet, and what must hold before a row is deleted or re-activated.
 */
export type DefinicionMaestro<T extends TablaMaestra, E, V, H = V> = {
  tabla: T;
  orden: PgColumn;
  /** The search condition for a text (LIKE wildcards already removed). */
  busqueda: (texto: string) => SQL | undefined;
  /** Checks the input (Spanish message on the first problem) and maps it to columns; id on updates. */
  columnas: (
    deps: Dependencias,
    empresaId: string,
    e: E,
    id: string | null,
  ) => Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  vistas: (deps: Dependencias, filas: FilaDe<T>[]) => Promise<V[]> | V[];
  /** The message when a write would repeat an active row's code. */
  duplicado: (valores: Partial<T['$inferInsert']>) => string;
  antesDeVigencia?: (deps: Dependencias, fila: FilaDe<T>, vigente: boolean) => Promise<void>;
  hoja: {
    titulo: string;
    archivo: string;
    // The row type comes from `filas`, never from the columns.
    columnas: readonly ColumnaExcel<NoInfer<H>>[];
    filas: (vistas: V[]) => H[];
  };
};

/** The list, export, create, update, delete and activate use cases of a master-data table. */
export function definirMaestro<T extends TablaMaestra, E, V, H = V>(d: DefinicionMaestro<T, E, V, H>) {
  const filtro = (empresaId: string, f: FiltroMaestro) => {
    const texto = textoBuscado(f.param);
    return filtroMaestro(d.tabla, empresaId, f.eliminados, texto ? d.busqueda(texto) : undefined);
  };
  const vista = async (deps: Dependencias, fila: FilaDe<T>) => (await d.vistas(deps, [fila]))[0] as V;
  return {
    async listar(deps: Dependencias, sesion: SesionActiva, f: FiltroMaestro): Promise<Pagina<V>> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const p = await paginar(deps, d.tabla, filtro(empresaId, f), d.orden, f);
      return { total: p.total, filas: await d.vistas(deps, p.filas) };
    },
    async exportar(deps: Dependencias, sesion: SesionActiva, f: FiltroMaestro): Promise<ArchivoGenerado> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const vistas = await d.vistas(deps, await todas(deps, d.tabla, filtro(empresaId, f), d.orden));
      const hoja = await escribirHojaExcel(d.hoja.titulo, d.hoja.columnas, d.hoja.filas(vistas));
      return archivoExcel(d.hoja.archivo, hoja);
    },
    async crear(deps: Dependencias, sesion: SesionActiva, e: E): Promise<V> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const valores = await d.columnas(deps, empresaId, e, null);
      const fila = { ...valores, empresaId } as T['$inferInsert'];
      return vista(deps, await insertarFila(deps, d.tabla, fila, d.duplicado(valores)));
    },
    async actualizar(deps: Dependencias, sesion: SesionActiva, id: string, e: E): Promise<V> {
      const actual = await exigirDeEmpresa(deps, sesion, d.tabla, id);
      const valores = await d.columnas(deps, (actual as { empresaId: string }).empresaId, e, id);
      return vista(deps, await actualizarFila(deps, d.tabla, id, valores, d.duplicado(valores)));
    },
    async vigencia(deps: Dependencias, sesion: SesionActiva, id: string, vigente: boolean): Promise<V> {
      const actual = await exigirDeEmpresa(deps, sesion, d.tabla, id);
      await d.antesDeVigencia?.(deps, actual, vigente);
      const duplicado = d.duplicado(actual as Partial<T['$inferInsert']>);
      return vista(deps, await fijarVigencia(deps, d.tabla, id, vigente, duplicado));
    },
  };
}

export type { Dependencias, SesionActiva };
