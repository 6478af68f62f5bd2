import { createServer } from 'node:net';

/** A TCP port on loopback nobody listens on now (the OS picks it), for a product started by a test or bench. */
export async function puertoLibre(): Promise<number> {
  return new Promise((ok, mal) => {
    const s = createServer();
    s.once('error', mal);
    s.listen(0, '127.0.0.1', () => {
      const direccion = s.address();
      const puerto = typeof direccion === 'object' && direccion ? direccion.port : 0;
      s.close(() => ok(puerto));
    });
  });
}
