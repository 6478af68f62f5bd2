import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Producto, productoDesdePlantilla } from './producto.ts';

type Iniciado = Producto & { pid: number; dataDir: string };

/**
 * Keeps one product started ahead from the template, on loopback: GET /tomar answers it (its URL, pid
 * and folder) and starts the next, so each test file finds its product running instead of waiting the
 * seconds of a start-up while the machine is otherwise idle. The file that takes a product stops it.
 */
export async function iniciarReserva(plantilla: string): Promise<{ url: string; cerrar(): Promise<void> }> {
  let siguiente: Promise<Iniciado> = productoDesdePlantilla(plantilla);
  // A start that fails is reported to the file that asks for it, not as an unhandled rejection here.
  siguiente.catch(() => undefined);
  const servidor = createServer((req, res) => {
    if (req.url !== '/tomar') {
      res.statusCode = 404;
      return void res.end();
    }
    const este = siguiente;
    siguiente = productoDesdePlantilla(plantilla);
    siguiente.catch(() => undefined);
    este.then(
      (p) => res.end(JSON.stringify({ url: p.url, pid: p.pid, dataDir: p.dataDir })),
      (e: unknown) => {
        res.statusCode = 500;
        res.end(e instanceof Error ? e.message : String(e));
      },
    );
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async cerrar() {
      servidor.close();
      const ultimo = await siguiente.catch(() => undefined);
      await ultimo?.detener();
    },
  };
}
