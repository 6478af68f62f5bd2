import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usaPostgres } from '../helpers/base-de-prueba.ts';

const RAIZ = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port nobody listens on now. */
const puertoLibre = () =>
  new Promise<number>((listo) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => listo(port));
    });
  });

type Servidor = { proceso: ChildProcess; salida: () => string; fin: Promise<number | null> };

/** `npm start`'s server (node --import tsx apps/api/src/main.ts) on this data folder and port. */
function arrancar(dataDir: string, puerto: number): Servidor {
  const { DATABASE_URL: _, ...entorno } = process.env;
  const proceso = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: RAIZ,
    env: {
      ...entorno,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      CAPTCHA_PROVIDER: 'none',
      SEED_DEMO: '0',
      ESTADISTICAS_MINUTOS: '0',
      RESUMEN_DIARIO_MINUTOS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let salida = '';
  proceso.stdout?.on('data', (d) => {
    salida += d;
  });
  proceso.stderr?.on('data', (d) => {
    salida += d;
  });
  const fin = new Promise<number | null>((listo) => proceso.on('exit', (codigo) => listo(codigo)));
  return { proceso, salida: () => salida, fin };
}

/** Resolves once the server prints its start line; fails if it exits first. */
async function escuchando(s: Servidor): Promise<void> {
  let salio = false;
  void s.fin.then(() => {
    salio = true;
  });
  for (let espera = 0; espera < 900; espera++) {
    if (s.salida().includes('Kipu escuchando')) return;
    if (salio) break;
    await new Promise((listo) => setTimeout(listo, 100));
  }
  throw new Error(`El servidor no arrancó:\n${s.salida()}`);
}

/** Every file and folder under a folder whose mode lets its group or others in. */
function abiertos(carpeta: string): string[] {
  return readdirSync(carpeta, { recursive: true, encoding: 'utf8' })
    .map((r) => join(carpeta, r))
    .concat(carpeta)
    .filter((r) => existsSync(r) && (statSync(r).mode & 0o077) !== 0);
}

// The lock guards PGlite's data folder; the server started here always runs on PGlite, whatever database
// the other suites of this run use, so the PostgreSQL run has nothing more to check here.
describe.skipIf(usaPostgres())('one server per data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kipu-carpeta-'));
  const cerrojo = join(dataDir, 'kipu.lock');
  let primero: Servidor;
  let puerto: number;

  beforeAll(async () => {
    // A folder a previous version left open to everybody, and the lock of a process that died.
    mkdirSync(join(dataDir, 'files', 'logos'), { recursive: true, mode: 0o777 });
    writeFileSync(join(dataDir, 'files', 'logos', 'viejo.png'), 'x', { mode: 0o666 });
    spawnSync('chmod', ['-R', 'a+rwX', dataDir]);
    const muerto = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(cerrojo, JSON.stringify({ pid: Number(muerto.stdout), host: hostname() }));
    puerto = await puertoLibre();
    primero = arrancar(dataDir, puerto);
    await escuchando(primero);
  }, 120_000);
  afterAll(async () => {
    primero?.proceso.kill('SIGTERM');
    await primero?.fin;
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("takes over a dead process's lock and leaves nothing under DATA_DIR open to group or others", () => {
    expect(JSON.parse(readFileSync(cerrojo, 'utf8')).pid).toBe(primero.proceso.pid);
    expect(abiertos(dataDir)).toEqual([]);
  });

  it('a second server on the same folder refuses to start, naming the folder and the pid, and the first keeps serving', async () => {
    const segundo = arrancar(dataDir, await puertoLibre());
    expect(await segundo.fin).toBe(1);
    expect(segundo.salida()).toContain(
      `La carpeta de datos ${dataDir} ya está en uso por otra instancia de Kipu (pid ${primero.proceso.pid})`,
    );
    expect(segundo.salida()).not.toContain('Kipu escuchando');
    const salud = await fetch(`http://127.0.0.1:${puerto}/health`);
    expect(salud.status).toBe(200);
    expect(JSON.parse(readFileSync(cerrojo, 'utf8')).pid).toBe(primero.proceso.pid);
  }, 90_000);

  it('a server that stops releases the folder', async () => {
    primero.proceso.kill('SIGTERM');
    expect(await primero.fin).toBe(0);
    expect(existsSync(cerrojo)).toBe(false);
  }, 60_000);
});
