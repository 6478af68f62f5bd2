import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';

/** Starts the app on a free port and answers its graphql-ws address. */
export async function escucharWs(t: AppDePrueba): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
}

/** A graphql-ws client of a user that collects what a subscription delivers, and the error codes it answers. */
export function suscribir<T>(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const recibidos: T[] = [];
  const errores: string[] = [];
  const c = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const listo = new Promise<void>((ok) => c.on('connected', () => ok()));
  const fin = c.subscribe<T>(
    { query, variables },
    {
      next: (v) => {
        if (v.data) recibidos.push(v.data);
        for (const e of v.errors ?? []) errores.push(String(e.extensions?.code ?? e.message));
      },
      // A refused subscription: its GraphQL errors, or why the socket closed.
      error: (e) =>
        errores.push(
          ...(Array.isArray(e) ? e.map((x) => String(x.extensions?.code ?? x.message)) : [String(e)]),
        ),
      complete: () => {},
    },
  );
  return {
    recibidos,
    errores,
    listo: listo.then(() => new Promise((ok) => setTimeout(ok, 200))),
    async cerrar() {
      fin();
      await c.dispose();
    },
  };
}
