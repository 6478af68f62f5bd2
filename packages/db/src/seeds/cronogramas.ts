import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cronogramaFechas, cronogramas } from '../schema/calendario.ts';
import { leerReferencia } from './csv.ts';

const ARCHIVO = 'cronogramas/mensual-2025-2026-no-verificado.csv';
/** Column order of SUNAT's per-digit tables. */
export const GRUPOS_CRONOGRAMA_REFERENCIA = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'BUC'];

/**
 * Loads the years of the reference schedule that the database does not have yet, marked not verified
 * (reference-data/README.md: transcribed by third parties, not checked against SUNAT's resolution).
 * A year an administrator loaded is never touched.
 */
export async function sembrarCronogramas(db: Db): Promise<void> {
  const filas = leerReferencia(ARCHIVO);
  const anios = [...new Set(filas.map((f) => Number(f.periodo?.slice(0, 4))))];
  for (const anio of anios) {
    const [existe] = await db
      .select({ id: cronogramas.id })
      .from(cronogramas)
      .where(and(eq(cronogramas.anio, anio), eq(cronogramas.tipo, 'mensual')));
    if (existe) continue;
    const delAnio = filas.filter((f) => f.tipo === 'mensual' && Number(f.periodo?.slice(0, 4)) === anio);
    await db.transaction(async (tx) => {
      const [c] = await tx
        .insert(cronogramas)
        .values({
          anio,
          tipo: 'mensual',
          grupos: GRUPOS_CRONOGRAMA_REFERENCIA,
          verificado: false,
          fuente: `Referencial, no verificado con la resolución de SUNAT (${[...new Set(delAnio.map((f) => f.fuente))].join('; ')})`,
        })
        .returning({ id: cronogramas.id });
      if (!c) throw new Error('No se pudo crear el cronograma');
      await tx.insert(cronogramaFechas).values(
        delAnio.map((f) => ({
          cronogramaId: c.id,
          periodo: f.periodo ?? '',
          grupo: f.grupo ?? '',
          vence: f.vence ?? '',
        })),
      );
    });
  }
}
