import { type Database, sembrarParametrosPlanilla, sembrarReferencia } from '@kipu/db';
import { TABLAS_PLANILLA } from '@kipu/peru';

/** Brings a database to the current schema and seeds the reference data every company reads. */
export async function prepararBase(database: Database): Promise<void> {
  await database.migrate();
  await sembrarReferencia(database.db);
  await sembrarParametrosPlanilla(database.db, TABLAS_PLANILLA);
}
