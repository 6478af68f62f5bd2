import { parentPort } from 'node:worker_threads';
import { bufferPropio, type Pedido, type Respuesta, type Tareas } from './protocolo.ts';

/**
 * The worker side of a pool: runs each request's task and answers with its value or its error. A task
 * that throws only fails its own request; the thread stays up for the next one. Bytes (a PDF, an .xlsx)
 * are transferred back, not copied.
 */
export function atenderTareas(tareas: Tareas): void {
  const puerto = parentPort;
  if (!puerto) throw new Error('atenderTareas solo corre dentro de un hilo de trabajo');
  puerto.on('message', async ({ id, tarea, datos }: Pedido) => {
    let respuesta: Respuesta;
    const transferir: ArrayBuffer[] = [];
    try {
      const hacer = tareas[tarea] as ((d: unknown) => unknown) | undefined;
      if (!hacer) throw new Error(`Tarea desconocida: ${tarea}`);
      let valor = await hacer(datos);
      if (valor instanceof Uint8Array) {
        const propio = bufferPropio(valor);
        transferir.push(propio);
        valor = new Uint8Array(propio, 0, valor.byteLength);
      }
      respuesta = { id, ok: true, valor };
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      respuesta = { id, ok: false, error: { nombre: error.name, mensaje: error.message } };
    }
    puerto.postMessage(respuesta, transferir);
  });
  puerto.postMessage({ listo: true } satisfies Respuesta);
}
