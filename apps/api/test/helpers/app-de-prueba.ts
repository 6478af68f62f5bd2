import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Aplicacion, crearAplicacion } from '../../src/app.ts';
import { leerConfig } from '../../src/config.ts';
import '../global/contexto.ts';
import { crearBasePostgres, usaPostgres } from './base-de-prueba.ts';

export type AppDePrueba = Aplicacion & {
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opciones?: { token?: string; ip?: string },
  ): Promise<RespuestaGql<T>>;
  outbox(): Promise<CorreoOutbox[]>;
};

export type RespuestaGql<T> = {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

export type CorreoOutbox = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: string | null;
  error: string | null;
};

let volcadoPglite: Blob | undefined;
/** The run's migrated and seeded PGlite (global setup), read once per worker. */
function plantillaPglite(): Blob | undefined {
  const archivo = inject('plantillaPglite');
  if (!archivo) return undefined;
  volcadoPglite ??= new Blob([readFileSync(archivo)]);
  return volcadoPglite;
}

/**
 * A real server (Fastify + Yoga + database) per test file: PGlite in memory, or PostgreSQL; both start
 * from the run's migrated and seeded template when the global setup made one.
 */
export async function crearAppDePrueba(env: Record<string, string> = {}): Promise<AppDePrueba> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kipu-test-'));
  const postgres = usaPostgres() ? await crearBasePostgres(inject('plantillaPostgres')) : undefined;
  const config = leerConfig({
    CAPTCHA_PROVIDER: 'none',
    // Suites that turn ALTCHA on solve dozens of challenges: a lighter proof of work, same protocol.
    ALTCHA_MAX_NUMBER: '2000',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_PASSES: '1',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://kipu.test',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const plantilla = postgres ? undefined : plantillaPglite();
  const aplicacion = await crearAplicacion(config, {
    enMemoria: true,
    ...(plantilla ? { plantillaPglite: plantilla } : {}),
  });
  const { app } = aplicacion;
  return {
    ...aplicacion,
    async cerrar() {
      await aplicacion.cerrar();
      await postgres?.borrar();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async gql(query, variables, opciones = {}) {
      const r = await app.inject({
        method: 'POST',
        url: '/api',
        headers: {
          'content-type': 'application/json',
          ...(opciones.token ? { authorization: `Bearer ${opciones.token}` } : {}),
        },
        payload: { query, variables },
        remoteAddress: opciones.ip ?? '127.0.0.1',
      });
      const cuerpo = r.json();
      return { status: r.statusCode, data: cuerpo.data ?? null, errors: cuerpo.errors };
    },
    async outbox() {
      const r = await app.inject({ method: 'GET', url: '/dev/outbox' });
      return r.json();
    },
  };
}

/** The link a mail carries to a given path (/account/verify/…, /password/reset/…). */
export function enlaceDe(correo: CorreoOutbox | undefined, ruta: string): string {
  const m = correo?.text.match(new RegExp(`${ruta}/([A-Za-z0-9_.-]+)`));
  if (!m?.[1]) throw new Error(`El correo no trae un enlace ${ruta}`);
  return m[1];
}
