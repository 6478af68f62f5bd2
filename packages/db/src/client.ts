import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { consultaDirecta } from './pglite-consulta-directa.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  /** The embedded engine, when there is one (pg-boss shares it). */
  pglite?: PGlite;
  /** The server pool, when there is one. */
  pool?: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const carpetaMigraciones = fileURLToPath(new URL('../migrations', import.meta.url));

export type OpcionesBaseDatos = {
  /** postgres://… switches to a PostgreSQL server; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory. */
  dataDir?: string | undefined;
  /**
   * A PGlite data directory dumped by `volcarPglite` (already migrated and seeded): the in-memory
   * engine starts from it instead of running initdb. Tests start hundreds of databases this way.
   */
  plantilla?: Blob | undefined;
  poolSize?: number;
};

export async function abrirBaseDatos(opciones: OpcionesBaseDatos): Promise<Database> {
  if (opciones.url?.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: opciones.url, max: opciones.poolSize ?? 10 });
    // An idle client dropped by the server (restart, admin shutdown) must not crash the process; the
    // pool replaces it on the next checkout.
    pool.on('error', (e) => console.error(`PostgreSQL: conexión inactiva perdida: ${e.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder: carpetaMigraciones }),
      close: () => pool.end(),
    };
  }
  if (opciones.dataDir) mkdirSync(opciones.dataDir, { recursive: true });
  const pglite = opciones.dataDir
    ? new PGlite(opciones.dataDir)
    : new PGlite(opciones.plantilla ? { loadDataDir: opciones.plantilla } : {});
  await pglite.waitReady;
  consultaDirecta(pglite);
  const db = drizzlePglite(pglite, { schema });
  return {
    db,
    kind: 'pglite',
    pglite,
    migrate: () => migratePglite(db, { migrationsFolder: carpetaMigraciones }),
    close: () => pglite.close(),
  };
}

/** The engine's data directory as an uncompressed tarball, to start other in-memory engines from. */
export async function volcarPglite(database: Database): Promise<Blob> {
  if (!database.pglite) throw new Error('Solo una base PGlite se puede volcar');
  return database.pglite.dumpDataDir('none');
}

/** node-postgres wraps driver errors (DrizzleQueryError with the pg error in `cause`); PGlite throws them raw. */
export function errorDeBaseDatos(e: unknown): { code?: string; constraint?: string; message: string } {
  const raiz = e instanceof Error && e.cause instanceof Error ? e.cause : e;
  if (raiz && typeof raiz === 'object') {
    const r = raiz as { code?: unknown; constraint?: unknown; message?: unknown };
    return {
      ...(typeof r.code === 'string' ? { code: r.code } : {}),
      ...(typeof r.constraint === 'string' ? { constraint: r.constraint } : {}),
      message: typeof r.message === 'string' ? r.message : String(raiz),
    };
  }
  return { message: String(raiz) };
}
