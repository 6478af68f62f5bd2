import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import './contexto.ts';
import { puertoLibre } from './puerto-libre.ts';

export type Producto = { url: string; salida(): string; detener(): Promise<void> };

const raiz = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the product the way `npm run serve` does (built web app, PGlite in a data folder of its own).
 * The folder starts as a copy of the run's template (the product started once and stopped: database
 * migrated and seeded, demo company in place) unless `desdeCero`, which starts from an empty folder.
 */
export async function iniciarProducto(
  env: Record<string, string> = {},
  opciones: { desdeCero?: boolean } = {},
): Promise<Producto> {
  const reserva = inject('reservaProductos');
  if (reserva && !opciones.desdeCero && Object.keys(env).length === 0) return tomarDeReserva(reserva);
  return productoDesdePlantilla(opciones.desdeCero ? undefined : inject('plantillaProducto'), env);
}

/** A new folder (a copy of the template, when given) and a product started on it, for one test file. */
export async function productoDesdePlantilla(
  plantilla: string | undefined,
  env: Record<string, string> = {},
): Promise<Producto & { pid: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kipu-e2e-'));
  if (plantilla) cpSync(plantilla, dataDir, { recursive: true });
  return arrancarProducto(dataDir, env, true);
}

/**
 * The product the setup's reserve started while the previous file ran (reserva-productos.ts): the
 * file does not wait for a start-up. The reserve, its parent process, stops it and deletes its folder.
 */
async function tomarDeReserva(reserva: string): Promise<Producto> {
  const r = await fetch(`${reserva}/tomar`);
  if (!r.ok) throw new Error(`La reserva de productos falló: ${await r.text()}`);
  const { url, pid } = (await r.json()) as { url: string; pid: number };
  return {
    url,
    salida: () => '',
    async detener() {
      await fetch(`${reserva}/detener/${pid}`);
    },
  };
}

/** Runs the product on a data folder until /health answers; `borrar` removes the folder on stop. */
export async function arrancarProducto(
  dataDir: string,
  env: Record<string, string>,
  borrar: boolean,
): Promise<Producto & { pid: number }> {
  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  let salida = '';
  const proceso: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      CAPTCHA_PROVIDER: 'none',
      // The suites expect the demo as seeded, without its month of activity (a test may ask for it).
      KIPU_DEMO_ACTIVIDAD: 'no',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proceso.stdout?.on('data', (d) => {
    salida += d;
  });
  proceso.stderr?.on('data', (d) => {
    salida += d;
  });
  const limite = Date.now() + 120_000;
  for (;;) {
    if (proceso.exitCode !== null) throw new Error(`El producto terminó al iniciar:\n${salida}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) throw new Error(`El producto no respondió a tiempo:\n${salida}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: proceso.pid ?? 0,
    salida: () => salida,
    async detener() {
      if (proceso.exitCode !== null)
        return void (borrar && rmSync(dataDir, { recursive: true, force: true }));
      const fin = new Promise((ok) => proceso.once('exit', ok));
      // A folder about to be deleted needs no orderly close (seconds of the queue and database shutting
      // down); a folder started again later does.
      proceso.kill(borrar ? 'SIGKILL' : 'SIGTERM');
      await fin;
      if (borrar) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CorreoOutbox = { to: string; subject: string; text: string };

export async function correosPara(url: string, para: string): Promise<CorreoOutbox[]> {
  const r = await fetch(`${url}/dev/outbox`);
  const correos = (await r.json()) as CorreoOutbox[];
  return correos.filter((c) => c.to === para);
}
