import { schema } from '@kipu/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';

export type TipoCronograma = 'mensual' | 'libros' | 'senati';
export const TIPOS_CRONOGRAMA: readonly TipoCronograma[] = ['mensual', 'libros', 'senati'];

export type CronogramaVista = {
  anio: number;
  tipo: string;
  cargado: boolean;
  verificado: boolean;
  fuente: string | null;
  grupos: string[];
  filas: { periodo: string; grupo: string; vence: string }[];
};

/** A year's schedule; `cargado: false` when the year is not loaded (the screen says so, no invented dates). */
export async function calendarioTributario(
  deps: Dependencias,
  anio: number,
  tipo: string,
): Promise<CronogramaVista> {
  const { cronogramas, cronogramaFechas } = schema;
  const [c] = await deps.db
    .select()
    .from(cronogramas)
    .where(and(eq(cronogramas.anio, anio), eq(cronogramas.tipo, tipo as TipoCronograma)));
  if (!c) return { anio, tipo, cargado: false, verificado: false, fuente: null, grupos: [], filas: [] };
  const filas = await deps.db
    .select({
      periodo: cronogramaFechas.periodo,
      grupo: cronogramaFechas.grupo,
      vence: cronogramaFechas.vence,
    })
    .from(cronogramaFechas)
    .where(eq(cronogramaFechas.cronogramaId, c.id))
    .orderBy(asc(cronogramaFechas.periodo), asc(cronogramaFechas.vence));
  return { anio, tipo, cargado: true, verificado: c.verificado, fuente: c.fuente, grupos: c.grupos, filas };
}
