import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { carga } from './carga.ts';

/**
 * `total` GraphQL calls of one query with `concurrencia` in flight, sent from a worker thread
 * (hilo-carga.mjs) so the client's work is not counted against the API sharing the process; answers the
 * wall time, calls per second, latency percentiles and every call's `data`.
 */
export async function cargaGraphqlEnHilo<T>(opciones: {
  base: string;
  query: string;
  variables: Record<string, unknown>;
  token: string;
  total: number;
  concurrencia: number;
}) {
  const { base, query, variables, token, total, concurrencia } = opciones;
  const hilo = new Worker(new URL('./hilo-carga.mjs', import.meta.url), {
    workerData: {
      url: `${base}/api`,
      cuerpo: JSON.stringify({ query, variables }),
      token,
      total,
      concurrencia,
    },
    execArgv: [],
  });
  const [r] = (await once(hilo, 'message')) as [Awaited<ReturnType<typeof carga>> & { respuestas: T[] }];
  await hilo.terminate();
  return r;
}
