import { availableParallelism } from 'node:os';
import type { Transferable } from 'node:worker_threads';
import { entradaInvalida, errorApi } from '../../shared/errores.ts';
import { ErrorDeHilo, PoolDeHilos } from './pool-hilos.ts';
import type { TareasReportes } from './tareas-reportes.ts';

const entero = (valor: string | undefined, porDefecto: number, minimo = 1) => {
  const n = Number(valor);
  return valor !== undefined && valor !== '' && Number.isInteger(n) && n >= minimo ? n : porDefecto;
};

/**
 * The rendering threads' settings: `WORKERS_REPORTES` threads (one per core beyond the one serving
 * requests, one at least, two at most by default), `REPORTES_TIEMPO_MAXIMO_S` per task.
 */
export function opcionesReportes(env: Record<string, string | undefined> = process.env) {
  return {
    modulo: new URL('./tareas-reportes.ts', import.meta.url),
    hilos: entero(env.WORKERS_REPORTES, Math.min(2, Math.max(1, availableParallelism() - 1))),
    tiempoMaximoMs: entero(env.REPORTES_TIEMPO_MAXIMO_S, 120) * 1000,
    colaMaxima: 200,
    memoriaMb: 2048,
  };
}

let pool: PoolDeHilos<TareasReportes> | undefined;

/** The process's rendering threads, started on the first report. */
export function poolDeReportes(): PoolDeHilos<TareasReportes> {
  pool ??= new PoolDeHilos<TareasReportes>(opcionesReportes());
  return pool;
}

/** The failures a user can act on, in the API's terms; the rest stay unexpected errors (and are logged). */
export function comoErrorApi(e: unknown): unknown {
  if (!(e instanceof ErrorDeHilo)) return e;
  if (e.motivo === 'cola') return errorApi('RATE_LIMITED', e.message);
  if (e.motivo === 'tiempo')
    return entradaInvalida(`${e.message}: pida un período más corto o descárguelo en Excel`);
  return e;
}

/**
 * Runs a report's CPU-bound step on a rendering thread. Functions never cross: the data must be plain
 * (structured clone); bytes come back as a Buffer.
 */
export function tareaDeReporte<K extends keyof TareasReportes & string>(
  tarea: K,
  datos: Parameters<TareasReportes[K]>[0],
  transferir: readonly Transferable[] = [],
): Promise<Awaited<ReturnType<TareasReportes[K]>>> {
  return poolDeReportes()
    .ejecutar(tarea, datos, transferir)
    .catch((e: unknown) => {
      throw comoErrorApi(e);
    });
}
