import type { AddressInfo } from 'node:net';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

let t: AppDePrueba;
let base: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ws@estudio.pe', 'Secreta1');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.cerrar());

function cliente(authorization?: string): Client {
  return createClient({
    url: `ws://${base}/api`,
    webSocketImpl: WebSocket,
    connectionParams: authorization ? { authorization } : {},
    retryAttempts: 0,
  });
}

async function ejecutar(c: Client, query: string) {
  const iterador = c.iterate({ query });
  const { value } = await iterador.next();
  await iterador.return?.();
  return value;
}

describe('graphql-ws on /api', () => {
  it('runs operations over the websocket, with the session from connectionParams', async () => {
    const acceso = (await t.gql<Login>(LOGIN, { email: 'ws@estudio.pe', password: 'Secreta1' })).data?.login
      ?.authentication;
    const c = cliente(`Bearer ${acceso}`);
    try {
      const publico = await ejecutar(c, '{ configuracionPublica { version } }');
      expect(publico?.data).toEqual({ configuracionPublica: { version: '2.01.0309' } });
      const yo = await ejecutar(c, '{ me { user { email } } }');
      expect(yo?.data).toEqual({ me: { user: { email: 'ws@estudio.pe' } } });
    } finally {
      await c.dispose();
    }
  });

  it('refuses protected operations without a session', async () => {
    const c = cliente();
    try {
      const r = await ejecutar(c, '{ me { user { email } } }');
      expect(r?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await c.dispose();
    }
  });
});

describe('REST', () => {
  it('GET /health names the database engine', async () => {
    const r = await fetch(`http://${base}/health`);
    expect(await r.json()).toMatchObject({ status: 'ok', db: t.deps.database.kind });
  });

  it('answers GraphQL validation errors for unknown fields', async () => {
    const r = await fetch(`http://${base}/api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ noExiste }' }),
    });
    const cuerpo = await r.json();
    expect(cuerpo.errors[0].message).toContain('noExiste');
  });
});
