// The product as `npm run serve` runs it — its own Node process serving the built web app and the API on
// PGlite in a data folder, the demo seeded and its month of activity seeded in the background — so a
// benchmark pays what a first visit pays: a process just started, nothing imported or cached in it yet.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { puertoLibre } from '../../e2e/helpers/puerto-libre.ts';

const raiz = fileURLToPath(new URL('../..', import.meta.url));

export type ProductoServido = {
  /** http://127.0.0.1:port */
  url: string;
  /** Milliseconds from the spawn until the process printed that it listens. */
  msHastaEscuchar: number;
  /** Waits until the process prints a line matching `patron`; answers it. */
  esperarLinea(patron: RegExp, ms: number): Promise<string>;
  /** Everything the process printed. */
  salida(): string;
  detener(): Promise<void>;
};

/** Starts `node --import tsx apps/api/src/main.ts` (what `npm run serve` runs) on `dataDir`. */
export async function servirProducto(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ProductoServido> {
  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  let salida = '';
  const esperas: { patron: RegExp; ok: (l: string) => void }[] = [];
  const inicio = performance.now();
  const proceso: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      PORT: String(puerto),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      // The login's proof of work and its limits are not what is measured here (the login benchmark
      // measures them); the bench logs in through the API and through the form.
      CAPTCHA_PROVIDER: 'none',
      RATE_LIMIT_ACCOUNT: '1000000',
      RATE_LIMIT_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recibir = (d: Buffer) => {
    salida += d;
    for (const e of [...esperas]) {
      const linea = salida.split('\n').find((l) => e.patron.test(l));
      if (linea !== undefined) {
        esperas.splice(esperas.indexOf(e), 1);
        e.ok(linea);
      }
    }
  };
  proceso.stdout?.on('data', recibir);
  proceso.stderr?.on('data', recibir);

  function esperarLinea(patron: RegExp, ms: number): Promise<string> {
    const ya = salida.split('\n').find((l) => patron.test(l));
    if (ya !== undefined) return Promise.resolve(ya);
    return new Promise((ok, mal) => {
      const t = setTimeout(
        () => mal(new Error(`El producto no escribió ${patron} en ${ms} ms:\n${salida}`)),
        ms,
      );
      esperas.push({
        patron,
        ok: (l) => {
          clearTimeout(t);
          ok(l);
        },
      });
      proceso.once('exit', () => mal(new Error(`El producto terminó:\n${salida}`)));
    });
  }

  await esperarLinea(/Kipu escuchando en/, 180_000);
  const msHastaEscuchar = performance.now() - inicio;
  return {
    url,
    msHastaEscuchar,
    esperarLinea,
    salida: () => salida,
    async detener() {
      if (proceso.exitCode !== null) return;
      const fin = new Promise((ok) => proceso.once('exit', ok));
      proceso.kill('SIGTERM');
      await fin;
    },
  };
}

/** A GraphQL call over HTTP: its round-trip time and its answer (errors included, never thrown). */
export async function llamarGql(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ ms: number; data?: Record<string, unknown>; errors?: { message: string }[] }> {
  const t0 = performance.now();
  const r = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const cuerpo = (await r.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  return { ms: performance.now() - t0, ...cuerpo };
}
