import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba, enlaceDe } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { vencido } from '../helpers/tokens-vencidos.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const RESET = 'mutation($email: String!) { reset(email: $email) { authentication } }';
const PASSWORD_RESET = `mutation($email: String!, $password: String!, $token: String!) {
  passwordReset(email: $email, password: $password, token: $token) { authentication refresh } }`;

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'olvido@estudio.pe', 'Antigua1');
  await crearUsuario(t, 'sinverificar@estudio.pe', 'Antigua1', { verificado: false });
});
afterAll(() => t.cerrar());

const enlaceReset = async () =>
  enlaceDe(
    (await t.outbox()).find((c) => c.to === 'olvido@estudio.pe'),
    '/password/reset',
  );

describe('reset and passwordReset', () => {
  it("answers null for an unknown e-mail and 'reset' for an unverified one, mailing nothing", async () => {
    expect((await t.gql(RESET, { email: 'nadie@estudio.pe' })).data).toEqual({ reset: null });
    expect((await t.gql(RESET, { email: 'sinverificar@estudio.pe' })).data).toEqual({
      reset: { authentication: 'reset' },
    });
    expect(await t.outbox()).toHaveLength(0);
  });

  it('mails a link whose token carries the e-mail', async () => {
    expect((await t.gql(RESET, { email: 'Olvido@estudio.pe' })).data).toEqual({
      reset: { authentication: 'sent' },
    });
    const token = await enlaceReset();
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(payload.email).toBe('olvido@estudio.pe');
  });

  it('checks the new password length (6 to 15) and the e-mail, changing nothing', async () => {
    const token = await enlaceReset();
    const corta = await t.gql(PASSWORD_RESET, { email: 'olvido@estudio.pe', password: '12345', token });
    expect(corta.errors?.[0]?.message).toBe('La contraseña debe ser mayor de 5 y menor de 16 caracteres');
    const larga = await t.gql(PASSWORD_RESET, {
      email: 'olvido@estudio.pe',
      password: '1234567890123456',
      token,
    });
    expect(larga.errors?.[0]?.message).toBe('La contraseña debe ser mayor de 5 y menor de 16 caracteres');
    const sinEmail = await t.gql(PASSWORD_RESET, { email: '', password: 'Nueva2026', token });
    expect(sinEmail.errors?.[0]?.message).toBe('Ingrese un Email!');
    const otroEmail = await t.gql(PASSWORD_RESET, {
      email: 'sinverificar@estudio.pe',
      password: 'Nueva2026',
      token,
    });
    expect(otroEmail.errors?.[0]?.message).toBe('Token inválido');
    const viejaSigue = await t.gql<Login>(LOGIN, { email: 'olvido@estudio.pe', password: 'Antigua1' });
    expect(viejaSigue.data?.login?.authentication).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const token = await vencido(await enlaceReset(), t.deps.claves.jwt, 'enlace:reset');
    const r = await t.gql(PASSWORD_RESET, { email: 'olvido@estudio.pe', password: 'Nueva2026', token });
    expect(r.errors?.[0]).toMatchObject({
      message: '¡Su token a Expirado!',
      extensions: { code: 'TOKEN_EXPIRED' },
    });
  });

  it('sets the new password, logs in, and the link cannot be used twice', async () => {
    const token = await enlaceReset();
    const r = await t.gql<{ passwordReset: { authentication: string } }>(PASSWORD_RESET, {
      email: 'olvido@estudio.pe',
      password: 'Nueva2026',
      token,
    });
    expect(r.data?.passwordReset.authentication).toBeTruthy();
    expect(
      (await t.gql<Login>(LOGIN, { email: 'olvido@estudio.pe', password: 'Antigua1' })).data?.login,
    ).toBeNull();
    expect(
      (await t.gql<Login>(LOGIN, { email: 'olvido@estudio.pe', password: 'Nueva2026' })).data?.login
        ?.authentication,
    ).toBeTruthy();
    const otraVez = await t.gql(PASSWORD_RESET, { email: 'olvido@estudio.pe', password: 'Otra2026x', token });
    expect(otraVez.errors?.[0]?.message).toBe('El enlace ya fue usado; solicite uno nuevo');
  });
});
