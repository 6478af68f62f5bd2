// One API process for a benchmark, served over HTTP on loopback as `npm start` runs it: PGlite on disk
// (the default deployment) or a throw-away database on a PostgreSQL server, the demo data seeded.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Aplicacion, crearAplicacion } from '../../apps/api/src/app.ts';
import { leerConfig } from '../../apps/api/src/config.ts';
import { sembrarDemo } from '../../apps/api/src/seed-demo.ts';

/** A database on the given server for this run only, dropped at the end. */
async function baseTemporal(url: string) {
  const nombre = `kipu_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const propia = new URL(url);
  propia.pathname = `/${nombre}`;
  return {
    url: propia.toString(),
    async borrar() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type ApiEnMarcha = {
  aplicacion: Aplicacion;
  /** http://127.0.0.1:port */
  base: string;
  /** A GraphQL call that throws on errors; answers `data`. */
  gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T>;
  /** The demo accountant's access token (company COMERCIAL ANDINA DEMO, local PRINCIPAL). */
  token: string;
  /** Logs the demo accountant in again (a new session replaces the last); answers the new token. */
  iniciarSesion(): Promise<string>;
  cerrar(): Promise<void>;
};

/** Starts the API with the demo data; `servidor` is a PostgreSQL URL for a throw-away database. */
export async function iniciarApi(servidor?: string, env: Record<string, string> = {}): Promise<ApiEnMarcha> {
  const temporal = servidor ? await baseTemporal(servidor) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'kipu-bench-'));
  const config = leerConfig({
    ...process.env,
    CAPTCHA_PROVIDER: 'none',
    DATA_DIR: dataDir,
    DATABASE_URL: temporal?.url ?? '',
    ...env,
  });
  // Not in memory: PGlite on disk and the queue started at boot, as `npm start` runs.
  const aplicacion = await crearAplicacion(config);
  await sembrarDemo(aplicacion.deps);
  await aplicacion.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(aplicacion.app.server.address() as AddressInfo).port}`;

  async function gql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const r = await fetch(`${base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const cuerpo = (await r.json()) as { data?: T; errors?: unknown[] };
    if (!cuerpo.data || cuerpo.errors) throw new Error(JSON.stringify(cuerpo.errors));
    return cuerpo.data;
  }

  const iniciarSesion = async () =>
    (
      await gql<{ login: { authentication: string } }>(
        'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }',
        { e: 'contador@kipu.pe', p: 'Contador2026' },
      )
    ).login.authentication;
  return {
    aplicacion,
    base,
    gql,
    token: await iniciarSesion(),
    iniciarSesion,
    async cerrar() {
      await aplicacion.cerrar();
      await temporal?.borrar();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
