import { schema, type Tx } from '@kipu/db';
import { and, count, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type LibroConOperaciones = { libro: string; operaciones: number };
export type PeriodoDelAnio = {
  periodo: string;
  cerrado: boolean;
  /** Operations not voided, per book. */
  libros: LibroConOperaciones[];
  /** PLE books recorded with savePeriodAndBook (book codes). */
  librosGenerados: string[];
};

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;
const p = schema.periodosContables;

export function exigirPeriodo(periodo: string): void {
  if (!PERIODO.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
}

export function exigirAnio(anio: number): void {
  if (!Number.isInteger(anio) || anio < 2000 || anio > 2100) throw entradaInvalida('El año no es válido');
}

/** MM/AAAA, as the messages name a period. */
export const mesAnio = (periodo: string) => `${periodo.slice(4)}/${periodo.slice(0, 4)}`;

/** The period's row, read inside a transaction with FOR UPDATE so open/close and the checks serialise. */
export async function periodoBloqueado(
  tx: Tx,
  empresaId: string,
  periodo: string,
): Promise<{ cerrado: boolean; librosGenerados: Record<string, string> }> {
  await tx.insert(p).values({ empresaId, periodo }).onConflictDoNothing();
  const [fila] = await tx
    .select({ cerrado: p.cerrado, librosGenerados: p.librosGenerados })
    .from(p)
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)))
    .for('update');
  return fila ?? { cerrado: false, librosGenerados: {} };
}

/** The twelve months of a year with their state and how many operations each book has. */
export async function periodosDelAnio(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<PeriodoDelAnio[]> {
  exigirAnio(anio);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const o = schema.operaciones;
  const [estados, conteos] = await Promise.all([
    deps.db
      .select({ periodo: p.periodo, cerrado: p.cerrado, libros: p.librosGenerados })
      .from(p)
      .where(and(eq(p.empresaId, empresaId), like(p.periodo, `${anio}%`))),
    deps.db
      .select({ periodo: o.periodo, libro: o.libro, operaciones: count() })
      .from(o)
      .where(and(eq(o.empresaId, empresaId), like(o.periodo, `${anio}%`), isNull(o.deletedAt)))
      .groupBy(o.periodo, o.libro)
      .orderBy(o.libro),
  ]);
  return Array.from({ length: 12 }, (_, i) => {
    const periodo = `${anio}${String(i + 1).padStart(2, '0')}`;
    const estado = estados.find((e) => e.periodo === periodo);
    return {
      periodo,
      cerrado: estado?.cerrado ?? false,
      libros: conteos
        .filter((c) => c.periodo === periodo)
        .map((c) => ({ libro: c.libro, operaciones: Number(c.operaciones) })),
      librosGenerados: Object.keys(estado?.libros ?? {}).sort(),
    };
  });
}

async function periodoVista(deps: Dependencias, sesion: SesionActiva, periodo: string) {
  const anio = await periodosDelAnio(deps, sesion, Number(periodo.slice(0, 4)));
  const vista = anio.find((x) => x.periodo === periodo);
  if (!vista) throw new Error('Periodo no encontrado');
  return vista;
}

const marcar = (tx: Tx, empresaId: string, periodo: string, cerrado: boolean) =>
  tx
    .update(p)
    .set({ cerrado, updatedAt: new Date() })
    .where(and(eq(p.empresaId, empresaId), eq(p.periodo, periodo)));

/** Closes a month: the ledger service then refuses posting, changing or voiding anything in it. */
export async function cerrarPeriodo(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<PeriodoDelAnio> {
  exigirPeriodo(periodo);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await deps.db.transaction(async (tx) => {
    const actual = await periodoBloqueado(tx, empresaId, periodo);
    if (actual.cerrado) throw entradaInvalida(`El periodo ${mesAnio(periodo)} ya está cerrado`);
    await marcar(tx, empresaId, periodo, true);
  });
  return periodoVista(deps, sesion, periodo);
}

/**
 * Reopens a month. The books are closed in order: a month cannot be reopened while a later one is
 * closed (reopen the later one first), so a closed month never follows an open one's changes.
 */
export async function reabrirPeriodo(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<PeriodoDelAnio> {
  exigirPeriodo(periodo);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  await deps.db.transaction(async (tx) => {
    const actual = await periodoBloqueado(tx, empresaId, periodo);
    if (!actual.cerrado) throw entradaInvalida(`El periodo ${mesAnio(periodo)} no está cerrado`);
    const [posterior] = await tx
      .select({ periodo: p.periodo })
      .from(p)
      .where(and(eq(p.empresaId, empresaId), gt(p.periodo, periodo), eq(p.cerrado, true)))
      .orderBy(sql`${p.periodo} desc`)
      .limit(1);
    if (posterior)
      throw entradaInvalida(
        `No se puede reabrir ${mesAnio(periodo)}: el periodo ${mesAnio(posterior.periodo)} está cerrado; reábralo primero`,
      );
    await marcar(tx, empresaId, periodo, false);
  });
  return periodoVista(deps, sesion, periodo);
}
