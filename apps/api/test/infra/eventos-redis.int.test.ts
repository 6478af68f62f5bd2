import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

// Included by vitest.config.ts only when TEST_REDIS_URL points at a Redis server.
let a: AppDePrueba;
let b: AppDePrueba;
beforeAll(async () => {
  const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
  [a, b] = await Promise.all([crearAppDePrueba(env), crearAppDePrueba(env)]);
  await a.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await a?.cerrar();
  await b?.cerrar();
});

describe('events through Redis', () => {
  it('a notification published by one API instance reaches a subscriber connected to another', async () => {
    const usuario = await crearUsuario(a, 'multi@estudio.pe', 'Secreta1');
    const acceso = (await a.gql<Login>(LOGIN, { email: 'multi@estudio.pe', password: 'Secreta1' })).data
      ?.login?.authentication;
    const url = `ws://127.0.0.1:${(a.app.server.address() as AddressInfo).port}/api`;
    const c = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${acceso}` },
      retryAttempts: 0,
    });
    const recibidas: string[] = [];
    const fin = c.subscribe<{ notificacionNueva: { titulo: string } }>(
      { query: 'subscription { notificacionNueva { titulo } }' },
      {
        next: (v) => recibidas.push(v.data?.notificacionNueva.titulo ?? ''),
        error: () => {},
        complete: () => {},
      },
    );
    try {
      // Publish from the other instance until the subscription is in place, then check it got exactly what was sent.
      await expect
        .poll(
          () => {
            b.deps.pubsub.publish('notificacion:nueva', usuario.id, {
              id: '00000000-0000-0000-0000-000000000000',
              titulo: 'Desde la instancia B',
              mensaje: 'hola',
              link: null,
              created_at: new Date().toISOString(),
              readed_at: null,
            });
            return recibidas.length > 0;
          },
          { timeout: 5000, interval: 200 },
        )
        .toBe(true);
      expect(new Set(recibidas)).toEqual(new Set(['Desde la instancia B']));
    } finally {
      fin();
      await c.dispose();
    }
  });
});
