import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { ENTRADA } from './pool-hilos.ts';

export type SimuladorEnHilo = { url: string; urlConsulta: string; cerrar(): Promise<void> };

const ARRANQUE_MAXIMO_MS = 30_000;

/**
 * Starts the embedded SUNAT simulator on a worker thread (hilo-simulador-sunat.ts) and answers its
 * addresses. A served process uses it; tests keep the in-process simulator, whose hooks they drive.
 */
export async function iniciarSimuladorSunatEnHilo(): Promise<SimuladorEnHilo> {
  const hilo = new Worker(ENTRADA, {
    workerData: { modulo: new URL('./hilo-simulador-sunat.ts', import.meta.url).href },
    execArgv: [],
  });
  const arranque = AbortSignal.timeout(ARRANQUE_MAXIMO_MS);
  const [listo] = (await once(hilo, 'message', { signal: arranque })) as [
    { url: string; urlConsulta: string },
  ];
  // Like the API's other threads it must not keep a finished process alive.
  hilo.unref();
  return {
    url: listo.url,
    urlConsulta: listo.urlConsulta,
    async cerrar() {
      hilo.postMessage('cerrar');
      await Promise.race([once(hilo, 'message'), once(hilo, 'exit')]);
      await hilo.terminate();
    },
  };
}
