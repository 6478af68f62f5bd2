// The load's client on its own thread: a client is another machine, so sending requests and reading
// answers must not take the event loop of the API being measured. A thread starts without its parent's
// loader, so it registers tsx before loading the load loop.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { carga } = await import('./carga.ts');
const { url, cuerpo, token, total, concurrencia } = workerData;
const respuestas = [];
const medida = await carga(
  total,
  concurrencia,
  async () => {
    const r = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: cuerpo,
    });
    const json = await r.json();
    if (!json.data || json.errors) throw new Error(JSON.stringify(json.errors));
    respuestas.push(json.data);
  },
  0,
);
parentPort.postMessage({ ...medida, respuestas });
