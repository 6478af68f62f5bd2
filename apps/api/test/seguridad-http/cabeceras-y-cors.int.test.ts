import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';

const INTROSPECCION = '{ __schema { queryType { name } } }';

const consulta = (t: AppDePrueba, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query }),
  });

describe('Outside production', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await crearAppDePrueba({ CORS_ORIGINS: 'https://socio.example.pe' });
  });
  afterAll(() => t.cerrar());

  it('sends the security headers, without HSTS on an http PUBLIC_URL', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the app frame its own stored files (the PDF viewer), nobody else', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/storage/libro/00000000-0000-0000-0000-000000000000.pdf',
    });
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  });

  it('answers CORS only to PUBLIC_URL’s origin and CORS_ORIGINS', async () => {
    const ajeno = await consulta(t, '{ __typename }', { origin: 'https://atacante.example' });
    expect(ajeno.headers['access-control-allow-origin']).toBeUndefined();
    expect(ajeno.headers['access-control-allow-credentials']).toBeUndefined();
    const previo = await t.app.inject({
      method: 'OPTIONS',
      url: '/api',
      headers: { origin: 'https://atacante.example', 'access-control-request-method': 'POST' },
    });
    expect(previo.headers['access-control-allow-origin']).toBeUndefined();
    for (const origen of ['http://kipu.test', 'https://socio.example.pe']) {
      const r = await consulta(t, '{ __typename }', { origin: origen });
      expect(r.headers['access-control-allow-origin']).toBe(origen);
      expect(r.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('keeps introspection and suggestions for development', async () => {
    expect((await consulta(t, INTROSPECCION)).json().data.__schema.queryType.name).toBe('Query');
    expect((await consulta(t, '{ mee { modulo_id } }')).json().errors[0].message).toContain('Did you mean');
  });
});

describe('In production', () => {
  let t: AppDePrueba;
  beforeAll(async () => {
    t = await crearAppDePrueba({
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'altcha',
      PUBLIC_URL: 'https://app.kipu.test',
      CHAT_WIDGET_URL: 'https://embed.tawk.to/abc/default',
      // No built web app: an unknown path answers 404 instead of the app's index.html.
      WEB_DIST: '/no/existe',
    });
  });
  afterAll(() => t.cerrar());

  it('sends HSTS on an https PUBLIC_URL and allows the chat widget’s host', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/health' });
    expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/embed\.tawk\.to https:\/\/\*\.tawk\.to;/);
    expect(csp).toContain('wss://app.kipu.test');
  });

  it('refuses introspection', async () => {
    const r = (await consulta(t, INTROSPECCION)).json();
    expect(r.data ?? null).toBeNull();
    expect(r.errors[0].message).toContain('introspection');
  });

  it('does not suggest field names', async () => {
    const r = (await consulta(t, '{ mee { modulo_id } }')).json();
    expect(r.errors[0].message).toBe('Cannot query field "mee" on type "Query".');
  });

  it('has no development routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});
