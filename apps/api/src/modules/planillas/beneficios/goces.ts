import { type Db, schema } from '@kipu/db';
import type { GoceVacacional } from '@kipu/peru';
import { and, asc, eq, lte } from 'drizzle-orm';

/** The company's vacation days taken that started by a date, by worker. */
export async function gocesHasta(
  db: Db,
  empresaId: string,
  fecha: string,
): Promise<Map<string, GoceVacacional[]>> {
  const g = schema.vacacionesGozadas;
  const filas = await db
    .select()
    .from(g)
    .where(and(eq(g.empresaId, empresaId), lte(g.desde, fecha)))
    .orderBy(asc(g.desde));
  const mapa = new Map<string, GoceVacacional[]>();
  for (const f of filas) mapa.set(f.trabajadorId, [...(mapa.get(f.trabajadorId) ?? []), f]);
  return mapa;
}
