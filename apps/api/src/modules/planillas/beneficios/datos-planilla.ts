import { type Db, schema } from '@kipu/db';
import type { BoletaMensual, EntradaBoletaMensual } from '@kipu/peru';
import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { nombreTrabajador, type Vigente } from '../planilla/entrada-planilla.ts';

/**
 * What a benefit run reads from the payroll: each live worker's latest contract in a range of dates,
 * and the payslips of the company's closed planillas (the remuneraciones actually paid).
 */

/** A worker's benefits count from the hire; the cese is the worker's, or the contract's end. */
export type Vinculo = Vigente & { fechaIngreso: string; fechaCese: string | null };

export async function contratosEnRango(
  db: Db,
  empresaId: string,
  desde: string,
  hasta: string,
): Promise<Vinculo[]> {
  const k = schema.contratos;
  const w = schema.trabajadores;
  const filas = await db
    .select({ contrato: k, trabajador: w })
    .from(k)
    .innerJoin(w, eq(w.id, k.trabajadorId))
    .where(
      and(
        eq(k.empresaId, empresaId),
        isNull(w.deletedAt),
        lte(k.fechaInicio, hasta),
        or(isNull(k.fechaFin), gte(k.fechaFin, desde)),
        or(isNull(w.fechaCese), gte(w.fechaCese, desde)),
      ),
    )
    .orderBy(desc(k.fechaInicio));
  const porTrabajador = new Map<string, Vinculo>();
  for (const f of filas)
    if (!porTrabajador.has(f.trabajador.id))
      porTrabajador.set(f.trabajador.id, {
        ...f,
        fechaIngreso: f.trabajador.fechaIngreso,
        fechaCese: f.trabajador.fechaCese ?? f.contrato.fechaFin,
      });
  return [...porTrabajador.values()].sort((a, b) =>
    nombreTrabajador(a.trabajador).localeCompare(nombreTrabajador(b.trabajador)),
  );
}

export type BoletaCerrada = { boleta: BoletaMensual; entrada: EntradaBoletaMensual };

/** Each worker's payslips of the closed planillas of some months, by worker and AAAAMM. */
export type BoletasCerradas = Map<string, Map<string, BoletaCerrada>>;

export async function boletasCerradas(
  db: Db,
  empresaId: string,
  periodos: readonly string[],
): Promise<BoletasCerradas> {
  const p = schema.planillas;
  const pt = schema.planillaTrabajadores;
  const filas = periodos.length
    ? await db
        .select({ periodo: p.periodo, trabajadorId: pt.trabajadorId, boleta: pt.boleta, entrada: pt.entrada })
        .from(pt)
        .innerJoin(p, eq(p.id, pt.planillaId))
        .where(and(eq(p.empresaId, empresaId), eq(p.estado, 'cerrada'), inArray(p.periodo, [...periodos])))
    : [];
  const mapa: BoletasCerradas = new Map();
  for (const f of filas) {
    const meses = mapa.get(f.trabajadorId) ?? new Map<string, BoletaCerrada>();
    meses.set(f.periodo, { boleta: f.boleta as BoletaMensual, entrada: f.entrada as EntradaBoletaMensual });
    mapa.set(f.trabajadorId, meses);
  }
  return mapa;
}

/** The worker's payslips of the given months, in order, a missing month as undefined. */
export const boletasDe = (b: BoletasCerradas, trabajadorId: string, periodos: readonly string[]) =>
  periodos.map((p) => b.get(trabajadorId)?.get(p));

/** Unjustified absences in the given months' payslips. */
export const faltasEn = (b: BoletasCerradas, trabajadorId: string, periodos: readonly string[]) =>
  boletasDe(b, trabajadorId, periodos).reduce((s, x) => s + (x?.entrada.faltas ?? 0), 0);
