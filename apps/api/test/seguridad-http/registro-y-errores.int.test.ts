import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearServidor } from '../../src/server.ts';
import type { Dependencias } from '../../src/shared/dependencias.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN } from '../helpers/operaciones.ts';

type LineaRegistro = {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string };
  req?: { url: string };
  variables?: Record<string, unknown>;
};

let t: AppDePrueba;
let servidor: FastifyInstance;
const lineas: string[] = [];
const registro = () => lineas.map((l) => JSON.parse(l) as LineaRegistro);

beforeAll(async () => {
  t = await crearAppDePrueba();
  // The same services, but the limiter and the captcha fail as a bug would; production-level logging.
  const deps: Dependencias = {
    ...t.deps,
    config: { ...t.deps.config, produccion: true },
    limitador: {
      ...t.deps.limitador,
      intentar: () => Promise.reject(new Error('fallo interno del limitador')),
    },
    captcha: {
      ...t.deps.captcha,
      crearDesafio: () => Promise.reject(new Error('fallo interno del captcha')),
    },
  };
  servidor = await crearServidor(deps, { logger: { write: (l) => lineas.push(l) } });
});
afterAll(async () => {
  await servidor.close();
  await t.cerrar();
});

describe('Unexpected errors', () => {
  it('in GraphQL: masked for the client with the request id, logged whole with it and no secret', async () => {
    const r = await servidor.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json', authorization: 'Bearer portador-secreto-123' },
      payload: {
        query: LOGIN,
        variables: { email: 'ana@kipu.test', password: 'MiClaveSecreta1', captcha: 'captcha-secreto-9' },
      },
    });
    const id = String(r.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const error = r.json().errors[0];
    expect(error.message).toBe('Unexpected error.');
    expect(error.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: id });
    expect(JSON.stringify(r.json())).not.toContain('fallo interno');

    const registrado = registro().find((l) => l.msg === 'Error inesperado en GraphQL');
    expect(registrado).toMatchObject({
      reqId: id,
      err: { message: 'fallo interno del limitador' },
      variables: { email: 'ana@kipu.test', password: '[oculto]', captcha: '[oculto]' },
    });
    const todo = lineas.join('\n');
    for (const secreto of ['MiClaveSecreta1', 'captcha-secreto-9', 'portador-secreto-123'])
      expect(todo).not.toContain(secreto);
  });

  it('in a REST route: 500 with the request id, logged with it, and the server keeps answering', async () => {
    const r = await servidor.inject({ method: 'GET', url: '/captcha/challenge' });
    expect(r.statusCode).toBe(500);
    const id = String(r.headers['x-request-id']);
    expect(r.json()).toEqual({ error: 'Error interno del servidor', requestId: id });
    expect(registro().find((l) => l.msg === 'Error inesperado')).toMatchObject({
      reqId: id,
      err: { message: 'fallo interno del captcha' },
    });
    expect((await servidor.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('give every request its own id and never take the client’s', async () => {
    const a = await servidor.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'falso' } });
    const b = await servidor.inject({ method: 'GET', url: '/health' });
    expect(a.headers['x-request-id']).not.toBe('falso');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('Request logs', () => {
  it('hide mailed links’ tokens, query-string values and the Authorization header', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFuYUBraXB1LnRlc3QifQ.firmaSecretaDelEnlace';
    await servidor.inject({ method: 'GET', url: `/password/reset/${jwt}` });
    await servidor.inject({ method: 'GET', url: '/account/verify/tokenOpacoDeVerificacion' });
    await servidor.inject({
      method: 'GET',
      url: '/storage/libro/x.png?token=valorSecretoDeConsulta&a=1',
      headers: { authorization: 'Bearer portador-secreto-456' },
    });
    const urls = registro()
      .map((l) => l.req?.url)
      .filter(Boolean);
    expect(urls).toContain('/password/reset/[oculto]');
    expect(urls).toContain('/account/verify/[oculto]');
    expect(urls).toContain('/storage/libro/x.png?token=[oculto]&a=[oculto]');
    const todo = lineas.join('\n');
    for (const secreto of [
      'firmaSecretaDelEnlace',
      'tokenOpacoDeVerificacion',
      'valorSecretoDeConsulta',
      'portador-secreto-456',
    ])
      expect(todo).not.toContain(secreto);
  });
});
