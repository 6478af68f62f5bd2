import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajeCaptcha } from '../../src/modules/auth/limites-auth.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { resolverCaptcha } from '../helpers/captcha-resuelto.ts';
import { CREATE_USER, USUARIO } from '../helpers/operaciones.ts';

const ALTCHA_NO_VERIFICADO = mensajeCaptcha('altcha');

// Default sign-up limit (5 per IP per hour); a low IP limit for the other public operations.
let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba({ CAPTCHA_PROVIDER: 'altcha', RATE_LIMIT_IP: '4' });
});
afterAll(() => t.cerrar());

const registrar = (email: string, captcha: string | null, ip: string) =>
  t.gql<{ createUser: { id: string } | null }>(
    CREATE_USER,
    { input: { ...USUARIO, email }, captcha },
    { ip },
  );

const usuarios = async () => (await t.deps.db.select().from(schema.usuarios)).map((u) => u.email);
const correos = async () => (await t.deps.db.select().from(schema.correos)).map((c) => c.para);

const SEND = 'mutation($email: String!) { sendVerific(email: $email) { id } }';
const reenviar = (email: string, ip: string) =>
  t.gql<{ sendVerific: { id: string } }>(SEND, { email }, { ip });

describe('createUser needs a captcha and is limited per IP', () => {
  it('refuses a sign-up without a solved captcha, or with one already used, and creates nothing', async () => {
    const [antesU, antesC] = [await usuarios(), await correos()];
    const sin = await registrar('sin.captcha@estudio.pe', null, '10.20.0.1');
    expect(sin.errors?.[0]?.message).toBe(ALTCHA_NO_VERIFICADO);
    expect(sin.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const captcha = await resolverCaptcha(t);
    expect((await registrar('primera@estudio.pe', captcha, '10.20.0.1')).data?.createUser?.id).toBeTruthy();
    const repetido = await registrar('repetida@estudio.pe', captcha, '10.20.0.1');
    expect(repetido.errors?.[0]?.message).toBe(ALTCHA_NO_VERIFICADO);

    expect(await usuarios()).toEqual([...antesU, 'primera@estudio.pe']);
    expect(await correos()).toEqual([...antesC, 'primera@estudio.pe']);
  });

  it('refuses the 6th sign-up from one IP in the hour: no user row, no mail; another IP still signs up', async () => {
    const ip = '10.21.0.1';
    for (let i = 1; i <= 5; i++) {
      const r = await registrar(`cuenta${i}@estudio.pe`, await resolverCaptcha(t), ip);
      expect(r.data?.createUser?.id).toBeTruthy();
    }
    const [antesU, antesC] = [await usuarios(), await correos()];
    const sexta = await registrar('cuenta6@estudio.pe', await resolverCaptcha(t), ip);
    expect(sexta.status).toBe(429);
    expect(sexta.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(sexta.errors?.[0]?.message).toBe('Demasiados intentos. Espere unos minutos e intente nuevamente');
    expect(await usuarios()).toEqual(antesU);
    expect(await correos()).toEqual(antesC);

    const otra = await registrar('cuenta6@estudio.pe', await resolverCaptcha(t), '10.21.0.2');
    expect(otra.data?.createUser?.id).toBeTruthy();
  });
});

describe('confirmation mails and the other public operations are limited too', () => {
  it('sendVerific: 5 resends per IP per hour', async () => {
    const ip = '10.22.0.1';
    for (let i = 1; i <= 5; i++)
      expect((await reenviar(`cuenta${i}@estudio.pe`, ip)).data?.sendVerific.id).toBeTruthy();
    const antes = await correos();
    const sexto = await reenviar('cuenta1@estudio.pe', ip);
    expect(sexto.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await correos()).toEqual(antes);
  });

  it('sendVerific: 5 resends per account, whatever the IP', async () => {
    // cuenta1 already had one resend in the previous test.
    for (let i = 0; i < 4; i++)
      expect((await reenviar('cuenta1@estudio.pe', `10.23.0.${i}`)).status).toBe(200);
    const antes = await correos();
    const r = await reenviar('cuenta1@estudio.pe', '10.23.0.9');
    expect(r.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(await correos()).toEqual(antes);
  });

  it('passwordReset (with a link) and verifyemail are limited per IP', async () => {
    const CAMBIO =
      'mutation($e: String!, $p: String!, $t: String!) { passwordReset(email: $e, password: $p, token: $t) { authentication } }';
    const cambios = [];
    for (let i = 0; i < 5; i++)
      cambios.push(
        await t.gql(
          CAMBIO,
          { e: 'cuenta1@estudio.pe', p: 'Nueva2026', t: 'no-es-token' },
          { ip: '10.24.0.1' },
        ),
      );
    expect(cambios.slice(0, 4).map((r) => r.errors?.[0]?.message)).toEqual(Array(4).fill('Token inválido'));
    expect(cambios[4]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');

    const VERIFICA = 'query($email: String!) { verifyemail(email: $email) { email } }';
    const consultas = [];
    for (let i = 0; i < 5; i++)
      consultas.push(await t.gql(VERIFICA, { email: `x${i}@estudio.pe` }, { ip: '10.24.0.2' }));
    expect(consultas.slice(0, 4).every((r) => r.errors === undefined)).toBe(true);
    expect(consultas[4]?.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
