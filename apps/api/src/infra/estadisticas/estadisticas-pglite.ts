import type { Database } from '@kipu/db';
import { sql } from 'drizzle-orm';

/**
 * PGlite has no autovacuum, so its planner never learns how big the tables are: with default
 * estimates it joins a company's asiento lines to their operations by a nested loop over an index of
 * the whole company (seconds for a few thousand lines, quadratic beyond). ANALYZE refreshes the
 * statistics PostgreSQL's autovacuum keeps for itself; this runs it at start and every `minutos`.
 */
export async function actualizarEstadisticas(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`analyze`);
  return true;
}

/** ANALYZE now and then every `minutos` on PGlite (never two at once); answers how to stop it. */
export function programarEstadisticas(database: Database, minutos: number): () => void {
  if (database.kind !== 'pglite' || minutos <= 0) return () => undefined;
  let enCurso = false;
  const correr = async () => {
    if (enCurso) return;
    enCurso = true;
    try {
      await actualizarEstadisticas(database);
    } catch (e) {
      console.warn(`Estadísticas de la base de datos: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      enCurso = false;
    }
  };
  void correr();
  const temporizador = setInterval(correr, minutos * 60_000);
  temporizador.unref();
  return () => clearInterval(temporizador);
}
