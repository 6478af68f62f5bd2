import { parentPort } from 'node:worker_threads';
import { iniciarSimuladorSunat } from '@kipu/simuladores';

/**
 * The embedded SUNAT simulator on its own thread: it answers on loopback as SUNAT answers from its own
 * servers, so checking signatures and signing CDRs does not take the API's event loop.
 */
const puerto = parentPort;
if (!puerto) throw new Error('El simulador SUNAT en hilo solo corre dentro de un hilo de trabajo');
const simulador = await iniciarSimuladorSunat();
puerto.on('message', async (mensaje: unknown) => {
  if (mensaje !== 'cerrar') return;
  await simulador.cerrar();
  puerto.postMessage('cerrado');
  puerto.close();
});
puerto.postMessage({ url: simulador.url, urlConsulta: simulador.urlConsulta });
