import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba, enlaceDe } from '../helpers/app-de-prueba.ts';
import { vencido } from '../helpers/tokens-vencidos.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { entrar, PERFIL, type Perfil } from './comun.ts';

const SOLICITAR = /* GraphQL */ `
  mutation($email: String!, $password: String!) { solicitarCambioEmail(email: $email, password: $password) { email } }`;
const CONFIRMAR = 'mutation($token: String!) { confirmarCambioEmail(token: $token) { email } }';

let t: AppDePrueba;
let token: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'antiguo@estudio.pe', 'Secreta1');
  await crearUsuario(t, 'tomado@estudio.pe', 'Secreta1');
  token = await entrar(t, 'antiguo@estudio.pe', 'Secreta1');
});
afterAll(() => t.cerrar());

const enlaceA = async (para: string) =>
  enlaceDe((await t.outbox()).filter((c) => c.to === para).at(-1), '/account/email');

describe('solicitarCambioEmail', () => {
  it.each([
    [{ email: 'tomado@estudio.pe', password: 'Secreta1' }, 'El correo ya está registrado en otra cuenta'],
    [{ email: 'Antiguo@estudio.pe', password: 'Secreta1' }, 'El nuevo correo es igual al actual'],
    [{ email: 'nuevo@', password: 'Secreta1' }, 'La dirección de email "nuevo@" es incorrecta'],
    [{ email: 'nuevo@estudio.pe', password: 'Errada1' }, 'La contraseña actual no es correcta'],
  ])('refuses %j and mails nothing', async (variables, mensaje) => {
    const r = await t.gql(SOLICITAR, variables, { token });
    expect(r.errors?.[0]).toMatchObject({ message: mensaje, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await t.outbox()).toHaveLength(0);
  });

  it('mails the link to the new address only; until it is opened the old address still logs in', async () => {
    const r = await t.gql(SOLICITAR, { email: ' Nuevo@Estudio.pe ', password: 'Secreta1' }, { token });
    expect(r.data).toEqual({ solicitarCambioEmail: { email: 'nuevo@estudio.pe' } });
    const correos = await t.outbox();
    expect(correos.map((c) => c.to)).toEqual(['nuevo@estudio.pe']);
    expect(correos[0]?.subject).toBe('Confirme su nuevo correo en Kipu');
    expect(await enlaceA('nuevo@estudio.pe')).toBeTruthy();
    expect(await entrar(t, 'antiguo@estudio.pe', 'Secreta1')).not.toBe('');
    expect(await entrar(t, 'nuevo@estudio.pe', 'Secreta1')).toBe('');
  });
});

describe('confirmarCambioEmail', () => {
  it('refuses an expired link and a forged one', async () => {
    const expirado = await vencido(
      await enlaceA('nuevo@estudio.pe'),
      t.deps.claves.jwt,
      'enlace:cambio_email',
    );
    expect((await t.gql(CONFIRMAR, { token: expirado })).errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
    const falso = await t.gql(CONFIRMAR, { token: 'eyJ.falso.token' });
    expect(falso.errors?.[0]?.message).toBe('El enlace no es válido o ya fue usado');
    expect(await entrar(t, 'antiguo@estudio.pe', 'Secreta1')).not.toBe('');
  });

  it('moves the account to the new address, tells the old one, and the link works once', async () => {
    token = await entrar(t, 'antiguo@estudio.pe', 'Secreta1');
    const enlace = await enlaceA('nuevo@estudio.pe');
    const r = await t.gql(CONFIRMAR, { token: enlace });
    expect(r.data).toEqual({ confirmarCambioEmail: { email: 'nuevo@estudio.pe' } });
    expect(await entrar(t, 'nuevo@estudio.pe', 'Secreta1')).not.toBe('');
    expect(await entrar(t, 'antiguo@estudio.pe', 'Secreta1')).toBe('');
    const aviso = (await t.outbox()).find((c) => c.to === 'antiguo@estudio.pe');
    expect(aviso?.subject).toBe('El correo de su cuenta de Kipu cambió');
    expect(aviso?.text).toContain('nuevo@estudio.pe');
    const otraVez = await t.gql(CONFIRMAR, { token: enlace });
    expect(otraVez.errors?.[0]?.message).toBe('El enlace no es válido o ya fue usado');
  });

  it('a newer request supersedes the older link', async () => {
    const yo = await entrar(t, 'nuevo@estudio.pe', 'Secreta1');
    await t.gql(SOLICITAR, { email: 'primero@estudio.pe', password: 'Secreta1' }, { token: yo });
    const primero = await enlaceA('primero@estudio.pe');
    await t.gql(SOLICITAR, { email: 'segundo@estudio.pe', password: 'Secreta1' }, { token: yo });
    expect((await t.gql(CONFIRMAR, { token: primero })).errors?.[0]?.message).toBe(
      'El enlace no es válido o ya fue usado',
    );
    const perfil = await t.gql<Perfil>(PERFIL, {}, { token: yo });
    expect(perfil.data?.miPerfil.email).toBe('nuevo@estudio.pe');
  });

  it('refuses an address another account took after the link was mailed', async () => {
    const yo = await entrar(t, 'nuevo@estudio.pe', 'Secreta1');
    await t.gql(SOLICITAR, { email: 'disputado@estudio.pe', password: 'Secreta1' }, { token: yo });
    const enlace = await enlaceA('disputado@estudio.pe');
    await crearUsuario(t, 'disputado@estudio.pe', 'Otra2026');
    const r = await t.gql(CONFIRMAR, { token: enlace });
    expect(r.errors?.[0]?.message).toBe('El correo ya está registrado en otra cuenta');
    expect(await entrar(t, 'nuevo@estudio.pe', 'Secreta1')).not.toBe('');
  });
});
