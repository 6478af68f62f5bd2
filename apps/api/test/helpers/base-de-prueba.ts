import { randomBytes } from 'node:crypto';
import pg from 'pg';

function servidor(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('KIPU_TEST_DB=postgres necesita TEST_DATABASE_URL');
  return base;
}

async function comoAdministrador<T>(accion: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: servidor() });
  await c.connect();
  try {
    return await accion(c);
  } finally {
    await c.end();
  }
}

/** PostgreSQL refuses to copy a template while another copy or a closing connection still reads it. */
const enUso = (e: unknown) => (e as { code?: string }).code === '55006';

/** Creates a database on the TEST_DATABASE_URL server (a copy of `plantilla` when given); its URL. */
export async function crearBase(nombre: string, plantilla?: string): Promise<string> {
  await comoAdministrador(async (c) => {
    for (let intento = 0; ; intento++) {
      try {
        await c.query(`CREATE DATABASE ${nombre}${plantilla ? ` TEMPLATE ${plantilla}` : ''}`);
        return;
      } catch (e) {
        if (!enUso(e) || intento >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  const url = new URL(servidor());
  url.pathname = `/${nombre}`;
  return url.toString();
}

export async function borrarBase(nombre: string): Promise<void> {
  await comoAdministrador(async (c) => {
    // The app's pool has ended; a closing connection may linger for a moment.
    for (let intento = 0; ; intento++) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${nombre}`);
        return;
      } catch (e) {
        if (intento >= 20) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

/**
 * With KIPU_TEST_DB=postgres each test file gets its own database on the TEST_DATABASE_URL server
 * (dropped afterwards), so files run in parallel without seeing each other's rows.
 */
export async function crearBasePostgres(
  plantilla?: string,
): Promise<{ url: string; borrar(): Promise<void> }> {
  const nombre = `kipu_t_${randomBytes(6).toString('hex')}`;
  const url = await crearBase(nombre, plantilla);
  return { url, borrar: () => borrarBase(nombre) };
}

export const usaPostgres = () => process.env.KIPU_TEST_DB === 'postgres';
