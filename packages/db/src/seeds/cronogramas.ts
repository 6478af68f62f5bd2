import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cronogramaFechas, cronogramas } from '../schema/calendario.ts';
import {
  type CronogramaDeReferencia,
  FUENTE_ADMINISTRADOR,
  GRUPOS_CRONOGRAMA_REFERENCIA,
  leerCronogramasDeReferencia,
} from './cronogramas-referencia.ts';

export {
  type CronogramaDeReferencia,
  FUENTE_ADMINISTRADOR,
  GRUPOS_CRONOGRAMA_REFERENCIA,
  leerCronogramasDeReferencia,
} from './cronogramas-referencia.ts';

const clave = (f: { periodo: string; grupo: string; vence: string }) => `${f.periodo}|${f.grupo}|${f.vence}`;

/**
 * Puts the reference schedules (reference-data/cronogramas, see its README) in the database. A year an
 * administrator loaded is never touched; a year the seed wrote earlier is replaced when the reference
 * changed (newer dates, or now checked against SUNAT's table), each in one transaction.
 */
export async function sembrarCronogramas(
  db: Db,
  referencia: CronogramaDeReferencia[] = leerCronogramasDeReferencia(),
): Promise<void> {
  for (const ref of referencia) {
    const delTipo = and(eq(cronogramas.anio, ref.anio), eq(cronogramas.tipo, ref.tipo));
    const [actual] = await db.select().from(cronogramas).where(delTipo);
    if (actual?.fuente === FUENTE_ADMINISTRADOR) continue;
    if (actual && actual.verificado === ref.verificado && actual.fuente === ref.fuente) {
      const fechas = await db
        .select({
          periodo: cronogramaFechas.periodo,
          grupo: cronogramaFechas.grupo,
          vence: cronogramaFechas.vence,
        })
        .from(cronogramaFechas)
        .where(eq(cronogramaFechas.cronogramaId, actual.id))
        .orderBy(asc(cronogramaFechas.periodo), asc(cronogramaFechas.grupo));
      const guardadas = new Set(fechas.map(clave));
      if (fechas.length === ref.filas.length && ref.filas.every((f) => guardadas.has(clave(f)))) continue;
    }
    await db.transaction(async (tx) => {
      await tx.delete(cronogramas).where(delTipo);
      const [c] = await tx
        .insert(cronogramas)
        .values({
          anio: ref.anio,
          tipo: ref.tipo,
          grupos: [...GRUPOS_CRONOGRAMA_REFERENCIA],
          verificado: ref.verificado,
          fuente: ref.fuente,
        })
        .returning({ id: cronogramas.id });
      if (!c) throw new Error('No se pudo crear el cronograma');
      await tx.insert(cronogramaFechas).values(ref.filas.map((f) => ({ ...f, cronogramaId: c.id })));
    });
  }
}
