import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Producto, productoDesdePlantilla } from './producto.ts';

type Iniciado = Producto & { pid: number };

/**
 * Keeps one product started ahead from the template, on loopback: GET /tomar answers it (its URL and
 * pid) and starts the next, so each test file finds its product running instead of waiting the seconds
 * of a start-up. GET /detener/<pid> stops a product handed out and deletes its folder; closing the
 * reserve stops the one started ahead and any a file left running.
 */
export async function iniciarReserva(plantilla: string): Promise<{ url: string; cerrar(): Promise<void> }> {
  const iniciar = () => {
    const p = productoDesdePlantilla(plantilla);
    // A start that fails is reported to the file that asks for it, not as an unhandled rejection here.
    p.catch(() => undefined);
    return p;
  };
  let siguiente: Promise<Iniciado> = iniciar();
  const entregados = new Map<string, Iniciado>();
  const servidor = createServer((req, res) => {
    const detener = /^\/detener\/(\d+)$/.exec(req.url ?? '');
    if (detener?.[1]) {
      const producto = entregados.get(detener[1]);
      entregados.delete(detener[1]);
      return void (producto?.detener() ?? Promise.resolve()).finally(() => res.end());
    }
    if (req.url !== '/tomar') {
      res.statusCode = 404;
      return void res.end();
    }
    const este = siguiente;
    siguiente = iniciar();
    este.then(
      (p) => {
        entregados.set(String(p.pid), p);
        res.end(JSON.stringify({ url: p.url, pid: p.pid }));
      },
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
      await Promise.all([ultimo, ...entregados.values()].map((p) => p?.detener()));
    },
  };
}
