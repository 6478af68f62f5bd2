import type { Database } from '@kipu/db';
import { sql } from 'drizzle-orm';

/**
 * PGlite has no autovacuum, so its planner never learns how big the tables are: with default
 * estimates it joins a company's asiento lines to their operations by a nested loop over an index of
 * the whole company (seconds for a few thousand lines, quadratic beyond). ANALYZE refreshes the
 * statistics PostgreSQL's autovacuum keeps for itself; this runs it at start and every `minutos`, and
 * in between on the tables that changed enough (analizarCambiadas).
 */
export async function actualizarEstadisticas(database: Database): Promise<boolean> {
  if (database.kind !== 'pglite') return false;
  await database.db.execute(sql`analyze`);
  return true;
}

/**
 * ANALYZE of the tables whose rows changed past autovacuum's own threshold since their last one (50
 * rows plus 10 % of those alive). A busy hour of emissions grows the documents, postings and jobs
 * tables many times over: plans made when they were small (prepared statements, the asiento's balance
 * trigger) would keep scanning them whole until the next full pass. Answers the tables analysed.
 */
export async function analizarCambiadas(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  const { rows } = (await database.db.execute(
    sql`select format('%I.%I', schemaname, relname) as tabla from pg_stat_user_tables
        where n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  )) as unknown as { rows: { tabla: string }[] };
  for (const { tabla } of rows) await database.db.execute(sql.raw(`analyze ${tabla}`));
  return rows.map((r) => r.tabla);
}

/** How often the changed tables are looked for (a cheap read of the engine's counters). */
const REVISION_CAMBIOS_MS = 30_000;

/**
 * On PGlite: ANALYZE now and every `minutos`, and every 30 s the tables that changed enough (never two
 * at once); answers how to stop it.
 */
export function programarEstadisticas(database: Database, minutos: number): () => void {
  if (database.kind !== 'pglite' || minutos <= 0) return () => undefined;
  let enCurso = false;
  const correr = (tarea: () => Promise<unknown>) => async () => {
    if (enCurso) return;
    enCurso = true;
    try {
      await tarea();
    } catch (e) {
      console.warn(`Estadísticas de la base de datos: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      enCurso = false;
    }
  };
  void correr(() => actualizarEstadisticas(database))();
  const todas = setInterval(
    correr(() => actualizarEstadisticas(database)),
    minutos * 60_000,
  );
  const cambiadas = setInterval(
    correr(() => analizarCambiadas(database)),
    REVISION_CAMBIOS_MS,
  );
  todas.unref();
  cambiadas.unref();
  return () => {
    clearInterval(todas);
    clearInterval(cambiadas);
  };
}
