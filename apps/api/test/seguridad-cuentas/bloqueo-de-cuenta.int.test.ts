import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajeCaptcha } from '../../src/modules/auth/limites-auth.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { resolverCaptcha } from '../helpers/captcha-resuelto.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const ALTCHA_NO_VERIFICADO = mensajeCaptcha('altcha');

type ErrorGql = { message: string; extensions?: { code?: string; captcha?: boolean } };

// Default account limit (10 in the window); a low IP limit so the hard one is reached quickly.
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ CAPTCHA_PROVIDER: 'altcha', RATE_LIMIT_IP: '15' });
  await crearUsuario(t, 'maria@estudio.pe', 'Secreta1');
  await crearUsuario(t, 'jose@estudio.pe', 'Secreta1');
});
afterAll(() => t.cerrar());

const login = async (email: string, password: string, captcha: string | null, ip: string) => {
  const r = await t.gql<Login>(LOGIN, { email, password, captcha }, { ip });
  return { ...r, error: r.errors?.[0] as ErrorGql | undefined };
};

/** Ten wrong passwords, each with a solved captcha, from one address. */
async function atacar(email: string, ip: string) {
  for (let i = 0; i < 10; i++) {
    const r = await login(email, `mala${i}`, await resolverCaptcha(t), ip);
    expect(r.data?.login).toBeNull();
  }
}

describe('per-account lock that a correct login with captcha passes', () => {
  it('after 10 failures the right password without captcha answers RATE_LIMITED asking for the captcha', async () => {
    await atacar('maria@estudio.pe', '203.0.113.7');
    const r = await login('maria@estudio.pe', 'Secreta1', null, '198.51.100.20');
    expect(r.status).toBe(429);
    expect(r.error?.extensions?.code).toBe('RATE_LIMITED');
    expect(r.error?.extensions?.captcha).toBe(true);
    expect(r.error?.message).toBe('Demasiados intentos fallidos: resuelva el captcha e intente nuevamente');
  });

  it('a wrong password with a solved captcha still fails and keeps the account behind the captcha', async () => {
    const mala = await login('maria@estudio.pe', 'otra-mala', await resolverCaptcha(t), '198.51.100.20');
    expect(mala.status).toBe(200);
    expect(mala.data?.login).toBeNull();
    const sin = await login('maria@estudio.pe', 'Secreta1', null, '198.51.100.20');
    expect(sin.error?.extensions?.captcha).toBe(true);
  });

  it('the right password with a solved captcha logs the user in from another address, and clears the count', async () => {
    const r = await login('maria@estudio.pe', 'Secreta1', await resolverCaptcha(t), '198.51.100.20');
    expect(r.error).toBeUndefined();
    expect(r.data?.login?.authentication).toBeTruthy();
    // Cleared: without a captcha the answer is the ordinary captcha message, not the lock.
    const despues = await login('maria@estudio.pe', 'Secreta1', null, '198.51.100.20');
    expect(despues.status).toBe(200);
    expect(despues.error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(despues.error?.message).toBe(ALTCHA_NO_VERIFICADO);
  });

  it('a user who mistyped ten times gets in from the same address with a captcha', async () => {
    await atacar('jose@estudio.pe', '192.0.2.30');
    const r = await login('jose@estudio.pe', 'Secreta1', await resolverCaptcha(t), '192.0.2.30');
    expect(r.data?.login?.authentication).toBeTruthy();
  });

  it('refuses a captcha solution used twice while the account is locked', async () => {
    await atacar('maria@estudio.pe', '198.51.100.99');
    const captcha = await resolverCaptcha(t);
    expect((await login('maria@estudio.pe', 'mala', captcha, '198.51.100.21')).data?.login).toBeNull();
    const repetido = await login('maria@estudio.pe', 'Secreta1', captcha, '198.51.100.21');
    expect(repetido.error?.extensions?.captcha).toBe(true);
  });

  it('the per-IP limit stays hard: no captcha or right password passes it', async () => {
    // 203.0.113.7 made 10 attempts in the first test; 5 more reach RATE_LIMIT_IP=15.
    for (let i = 0; i < 5; i++)
      await login(`nadie${i}@estudio.pe`, 'x', await resolverCaptcha(t), '203.0.113.7');
    const r = await login('jose@estudio.pe', 'Secreta1', await resolverCaptcha(t), '203.0.113.7');
    expect(r.status).toBe(429);
    expect(r.error?.extensions?.code).toBe('RATE_LIMITED');
    expect(r.error?.extensions?.captcha).toBeUndefined();
  });
});

describe("with provider 'none' (never in production) there is no captcha to pass the lock", () => {
  let sin: AppDePrueba;
  beforeAll(async () => {
    sin = await crearAppDePrueba({ RATE_LIMIT_ACCOUNT: '2' });
    await crearUsuario(sin, 'rosa@estudio.pe', 'Secreta1');
  });
  afterAll(() => sin.cerrar());

  it('keeps the account limit hard', async () => {
    for (let i = 0; i < 2; i++)
      await sin.gql(LOGIN, { email: 'rosa@estudio.pe', password: 'mala', captcha: null }, { ip: '10.9.0.1' });
    const r = await sin.gql(
      LOGIN,
      { email: 'rosa@estudio.pe', password: 'Secreta1', captcha: 'x' },
      { ip: '10.9.0.2' },
    );
    expect(r.status).toBe(429);
    const error = r.errors?.[0] as ErrorGql | undefined;
    expect(error?.extensions?.code).toBe('RATE_LIMITED');
    expect(error?.extensions?.captcha).toBeUndefined();
  });
});
