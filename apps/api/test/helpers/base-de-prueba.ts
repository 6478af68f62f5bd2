import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With KIPU_TEST_DB=postgres each test file gets its own database on the TEST_DATABASE_URL server
 * (dropped afterwards), so files run in parallel without seeing each other's rows.
 */
export async function crearBasePostgres(): Promise<{ url: string; borrar(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('KIPU_TEST_DB=postgres necesita TEST_DATABASE_URL');
  const nombre = `kipu_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    async borrar() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // The app's pool has ended; a closing connection may linger for a moment.
      for (let intento = 0; ; intento++) {
        try {
          await c.query(`DROP DATABASE IF EXISTS ${nombre}`);
          break;
        } catch (e) {
          if (intento >= 20) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

export const usaPostgres = () => process.env.KIPU_TEST_DB === 'postgres';
