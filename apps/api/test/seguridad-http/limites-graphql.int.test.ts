import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

let t: AppDePrueba;
let token: string;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ({ token } = await usuarioConEmpresa(t, 'limites@kipu.test', {
    ruc: '20601234565',
    razonSocial: 'LIMITES S.A.C.',
  }));
});
afterAll(() => t.cerrar());

const alias = (n: number, campo: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${campo}`).join(' ')} }`;

async function post(query: string, opciones: { token?: string } = {}) {
  const r = await t.app.inject({
    method: 'POST',
    url: '/api',
    headers: {
      'content-type': 'application/json',
      ...(opciones.token ? { authorization: `Bearer ${opciones.token}` } : {}),
    },
    payload: JSON.stringify({ query }),
  });
  return {
    status: r.statusCode,
    cuerpo: r.json() as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

describe('GraphQL cost limits', () => {
  it('refuse 50 aliases of excelPCGE before running any of them', async () => {
    const inicio = performance.now();
    const r = await post(alias(50, 'excelPCGE { nombre base64 }'), { token });
    expect(r.status).toBe(400);
    expect(r.cuerpo.data ?? null).toBeNull();
    expect(r.cuerpo.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.cuerpo.errors?.[0]?.message).toBe('La consulta usa 50 alias; el máximo es 30');
    expect(performance.now() - inicio).toBeLessThan(1000);
  });

  it('refuse two reports in one operation, each under the alias limit', async () => {
    const r = await post('{ a: excelPCGE { nombre } b: pdfLibroDiario(periodo: "2026-11") { nombre } }', {
      token,
    });
    expect(r.cuerpo.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.cuerpo.errors?.[0]?.message).toBe(
      'Pida un solo reporte o exportación por operación (esta pide 2)',
    );
  });

  it('refuse 200,000 aliases of __typename without a token while /health keeps answering', async () => {
    const enorme = t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: alias(200_000, '__typename') }),
    });
    const salud = await t.app.inject({ method: 'GET', url: '/health' });
    expect(salud.statusCode).toBe(200);
    const r = await enorme;
    // Over the body limit for /api (2 MB): refused before it is even parsed.
    expect(r.statusCode).toBe(413);
    // Under the body limit, the token limit stops the parse.
    const grande = await post(alias(50_000, '__typename'));
    expect(grande.status).toBe(400);
    expect(grande.cuerpo.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(grande.cuerpo.errors?.[0]?.message).toBe(
      'La consulta es demasiado grande (más de 5000 elementos)',
    );
  });

  it('refuse a query nested deeper than 12 levels', async () => {
    const profunda = `${'{ me { user '.repeat(1)}${'{ a '.repeat(12)}{ b }${' }'.repeat(12)} } }`;
    const r = await post(profunda, { token });
    expect(r.status).toBe(400);
    expect(r.cuerpo.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(r.cuerpo.errors?.[0]?.message).toMatch(/^La consulta anida 15 niveles; el máximo es 12$/);
  });

  it('refuse batched requests (an array of operations)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(r.statusCode).toBe(400);
  });

  it('still answer a normal query and a single report', async () => {
    const yo = await post('{ me { user { email } } }', { token });
    expect(yo.status).toBe(200);
    expect(yo.cuerpo.errors).toBeUndefined();
    expect(yo.cuerpo.data).toEqual({ me: { user: { email: 'limites@kipu.test' } } });
    const reporte = await post('{ excelPCGE { nombre } }', { token });
    expect(reporte.cuerpo.errors?.[0]?.extensions?.code).not.toBe('QUERY_TOO_COMPLEX');
  });
});
