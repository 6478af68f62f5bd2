import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajeCaptcha } from '../../src/modules/auth/limites-auth.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { resolverCaptcha as resolverCaptchaDe } from '../helpers/captcha-resuelto.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const ALTCHA_NO_VERIFICADO = mensajeCaptcha('altcha');

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ CAPTCHA_PROVIDER: 'altcha', RATE_LIMIT_ACCOUNT: '3', RATE_LIMIT_IP: '6' });
  await crearUsuario(t, 'maria@estudio.pe', 'Secreta1');
});
afterAll(() => t.cerrar());

const resolverCaptcha = () => resolverCaptchaDe(t);

const login = (email: string, password: string, captcha: string | null, ip: string) =>
  t.gql<Login>(LOGIN, { email, password, captcha }, { ip });

describe('captcha (ALTCHA)', () => {
  it('publishes the provider and challenge URL', async () => {
    const r = await t.gql<{ configuracionPublica: { captcha: { provider: string; challengeUrl: string } } }>(
      '{ configuracionPublica { captcha { provider challengeUrl siteKey } } }',
    );
    expect(r.data?.configuracionPublica.captcha).toEqual({
      provider: 'altcha',
      challengeUrl: '/captcha/challenge',
      siteKey: null,
    });
    // The work asked is the configured one (the suites' lighter ALTCHA_MAX_NUMBER).
    const desafio = await t.app.inject({ method: 'GET', url: '/captcha/challenge' });
    expect(desafio.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
  });

  it('refuses a login without a solved challenge, accepts a solved one once', async () => {
    const sin = await login('maria@estudio.pe', 'Secreta1', null, '10.0.0.1');
    expect(sin.errors?.[0]?.message).toBe(ALTCHA_NO_VERIFICADO);
    const captcha = await resolverCaptcha();
    const ok = await login('maria@estudio.pe', 'Secreta1', captcha, '10.0.0.1');
    expect(ok.data?.login?.authentication).toBeTruthy();
    const repetido = await login('maria@estudio.pe', 'Secreta1', captcha, '10.0.0.1');
    expect(repetido.errors?.[0]?.message).toBe(ALTCHA_NO_VERIFICADO);
  });

  it('refuses a tampered solution', async () => {
    const captcha = await resolverCaptcha();
    const payload = JSON.parse(Buffer.from(captcha, 'base64').toString());
    const falso = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    expect((await login('maria@estudio.pe', 'Secreta1', falso, '10.0.0.2')).errors?.[0]?.message).toBe(
      ALTCHA_NO_VERIFICADO,
    );
  });
});

// The per-account lock (which a solved captcha passes) is in ../seguridad-cuentas/bloqueo-de-cuenta.int.test.ts.
describe('rate limits', () => {
  it('per IP: one address cannot walk through many accounts', async () => {
    const ip = '10.2.0.1';
    const respuestas = [];
    for (let i = 0; i < 7; i++)
      respuestas.push(await login(`cuenta${i}@estudio.pe`, 'x', await resolverCaptcha(), ip));
    expect(respuestas.slice(0, 6).every((r) => r.status === 200)).toBe(true);
    expect(respuestas[6]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('password reset requests are limited per account too', async () => {
    const RESET = 'mutation($email: String!) { reset(email: $email) { authentication } }';
    for (let i = 0; i < 3; i++) await t.gql(RESET, { email: 'maria@estudio.pe' }, { ip: `10.3.0.${i}` });
    const r = await t.gql(RESET, { email: 'maria@estudio.pe' }, { ip: '10.3.0.9' });
    expect(r.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
