import type { AddressInfo } from 'node:net';
import { ROL } from '@kipu/db';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const ENVIAR = 'mutation($i: EnviarNotificacionInput!) { enviarNotificacion(input: $i) }';
const LISTA = '{ notificaciones { id titulo mensaje link readed_at } notificacionesNoLeidas }';
const LEER = 'mutation($id: String!) { marcarNotificacionLeida(id: $id) { id readed_at } }';

type Lista = {
  notificaciones: { id: string; titulo: string; link: string | null; readed_at: string | null }[];
  notificacionesNoLeidas: number;
};

let t: AppDePrueba;
let url: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'jefe@kipu.pe', 'Secreta1', { rolId: ROL.administradorGeneral });
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1');
  await crearUsuario(t, 'luis@estudio.pe', 'Secreta1');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});
afterAll(() => t.cerrar());

const token = async (email: string) =>
  (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';

describe('notifications', () => {
  it('arrive live over the subscription, only to their recipient, and are kept for the bell', async () => {
    const [jefe, ana, luis] = [
      await token('jefe@kipu.pe'),
      await token('ana@estudio.pe'),
      await token('luis@estudio.pe'),
    ];
    const recibidas: Record<string, string[]> = { ana: [], luis: [] };
    const clientes = Object.entries({ ana, luis }).map(([quien, acceso]) => {
      const c = createClient({
        url,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${acceso}` },
        retryAttempts: 0,
      });
      const listo = new Promise<void>((ok) => {
        c.on('connected', () => ok());
      });
      const fin = c.subscribe<{ notificacionNueva: { titulo: string } }>(
        { query: 'subscription { notificacionNueva { id titulo mensaje link created_at } }' },
        {
          next: (v) => recibidas[quien]?.push(v.data?.notificacionNueva.titulo ?? ''),
          error: () => {},
          complete: () => {},
        },
      );
      return { c, listo, fin };
    });
    await Promise.all(clientes.map((x) => x.listo));
    await new Promise((r) => setTimeout(r, 200));

    const r = await t.gql<{ enviarNotificacion: number }>(
      ENVIAR,
      {
        i: {
          email: 'ana@estudio.pe',
          titulo: 'Nuevo reclamo',
          mensaje: 'Reclamo 2026-000001',
          link: '/admin/libro',
        },
      },
      { token: jefe },
    );
    expect(r.data?.enviarNotificacion).toBe(1);
    await expect.poll(() => recibidas.ana, { timeout: 5000 }).toEqual(['Nuevo reclamo']);
    expect(recibidas.luis).toEqual([]);
    for (const x of clientes) {
      x.fin();
      await x.c.dispose();
    }

    const lista = await t.gql<Lista>(LISTA, {}, { token: ana });
    expect(lista.data?.notificacionesNoLeidas).toBe(1);
    expect(lista.data?.notificaciones[0]).toMatchObject({
      titulo: 'Nuevo reclamo',
      link: '/admin/libro',
      readed_at: null,
    });
    expect((await t.gql<Lista>(LISTA, {}, { token: luis })).data?.notificaciones).toEqual([]);
  });

  it('is marked read by its recipient only', async () => {
    const ana = await token('ana@estudio.pe');
    const id = (await t.gql<Lista>(LISTA, {}, { token: ana })).data?.notificaciones[0]?.id ?? '';
    const ajena = await t.gql(LEER, { id }, { token: await token('luis@estudio.pe') });
    expect(ajena.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const r = await t.gql<{ marcarNotificacionLeida: { readed_at: string } }>(LEER, { id }, { token: ana });
    expect(r.data?.marcarNotificacionLeida.readed_at).toBeTruthy();
    expect((await t.gql<Lista>(LISTA, {}, { token: ana })).data?.notificacionesNoLeidas).toBe(0);
  });

  it('goes to every user of a role; only the top administrator may send, and only in-app links', async () => {
    const jefe = await token('jefe@kipu.pe');
    const r = await t.gql<{ enviarNotificacion: number }>(
      ENVIAR,
      { i: { rol_id: ROL.contador, titulo: 'Aviso', mensaje: 'Cierre de mes' } },
      { token: jefe },
    );
    expect(r.data?.enviarNotificacion).toBe(2);
    const externo = await t.gql(
      ENVIAR,
      { i: { rol_id: ROL.contador, titulo: 'x', mensaje: 'y', link: 'https://otro.sitio' } },
      { token: jefe },
    );
    expect(externo.errors?.[0]?.message).toBe('El enlace debe ser una ruta de la plataforma');
    const contador = await t.gql(
      ENVIAR,
      { i: { rol_id: ROL.contador, titulo: 'x', mensaje: 'y' } },
      { token: await token('ana@estudio.pe') },
    );
    expect(contador.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
