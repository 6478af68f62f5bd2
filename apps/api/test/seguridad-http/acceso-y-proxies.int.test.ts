import { ROL } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

async function iniciarSesion(t: AppDePrueba, email: string): Promise<string> {
  const r = await t.gql<Login>(LOGIN, { email, password: 'Secreta1' });
  return r.data?.login?.authentication ?? '';
}

/** 80 failed logins from one socket, each claiming another address; the codes the API answered. */
async function loginsFallidos(t: AppDePrueba, desde: string): Promise<(string | undefined)[]> {
  const codigos: (string | undefined)[] = [];
  for (let i = 0; i < 80; i++) {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api',
      remoteAddress: desde,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { query: LOGIN, variables: { email: `nadie${i}@kipu.test`, password: 'Incorrecta1' } },
    });
    codigos.push(r.json().errors?.[0]?.extensions?.code);
  }
  return codigos;
}

describe('Client address and trusted proxies', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await crearAppDePrueba();
  });
  afterAll(() => t.cerrar());

  it('without TRUSTED_PROXIES a forged X-Forwarded-For does not dodge the login limit per address', async () => {
    const codigos = await loginsFallidos(t, '198.51.100.7');
    expect(codigos).toContain('RATE_LIMITED');
    expect(codigos.indexOf('RATE_LIMITED')).toBe(t.deps.config.limites.porIp);
  });
});

describe('With 127.0.0.1 as trusted proxy', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await crearAppDePrueba({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
  });
  afterAll(() => t.cerrar());

  it('takes the client address from the proxy’s X-Forwarded-For', async () => {
    const codigos = await loginsFallidos(t, '127.0.0.1');
    expect(codigos).not.toContain('RATE_LIMITED');
    // And from anyone else, the header is still ignored.
    const ajenos = await loginsFallidos(t, '198.51.100.8');
    expect(ajenos).toContain('RATE_LIMITED');
  });
});

describe('Development routes outside production', () => {
  let t: AppDePrueba;
  let admin: string;
  let contador: string;
  beforeAll(async () => {
    t = await crearAppDePrueba();
    await crearUsuario(t, 'plataforma@kipu.test', 'Secreta1', { rolId: ROL.administradorGeneral });
    await crearUsuario(t, 'contador@kipu.test', 'Secreta1');
    admin = await iniciarSesion(t, 'plataforma@kipu.test');
    contador = await iniciarSesion(t, 'contador@kipu.test');
  });
  afterAll(() => t.cerrar());

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers });

  it('serve the outbox to this machine', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
  });

  it('refuse the outbox to another address, even one claiming to be loopback', async () => {
    const r = await outbox('10.1.2.3');
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({
      error: 'Disponible solo desde este equipo o para el administrador de la plataforma',
    });
    expect((await outbox('10.1.2.3', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await outbox('10.1.2.3', { authorization: `Bearer ${contador}` })).statusCode).toBe(403);
    expect((await outbox('10.1.2.3', { authorization: 'Bearer no-es-un-token' })).statusCode).toBe(403);
  });

  it('refuse it to a local reverse proxy relaying someone else', async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
  });

  it('serve it to the platform administrator from anywhere', async () => {
    const r = await outbox('10.1.2.3', { authorization: `Bearer ${admin}` });
    expect(r.statusCode).toBe(200);
    expect(Array.isArray(r.json())).toBe(true);
  });

  it('guard the SIRE seeding route the same way', async () => {
    const propuesta = { ruc: '20601234565', periodo: '202611', libro: 'rvie', filas: [] };
    const sembrar = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/dev/sire/propuesta',
        remoteAddress,
        headers,
        payload: propuesta,
      });
    expect((await sembrar('10.1.2.3')).statusCode).toBe(403);
    expect((await sembrar('10.1.2.3', { authorization: `Bearer ${admin}` })).statusCode).toBe(200);
    expect((await sembrar('127.0.0.1')).statusCode).toBe(200);
  });
});
