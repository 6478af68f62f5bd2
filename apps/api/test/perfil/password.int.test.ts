import { ROL } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login, REFRESH } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { entrar, ME, otraSesionViva } from './comun.ts';

const CAMBIAR =
  'mutation($actual: String!, $nueva: String!) { cambiarMiPassword(actual: $actual, nueva: $nueva) }';

let t: AppDePrueba;
let usuario: { id: string; email: string; rolId: string };
beforeAll(async () => {
  t = await crearAppDePrueba();
  usuario = await crearUsuario(t, 'clave@estudio.pe', 'Antigua1', { rolId: ROL.contador });
});
afterAll(() => t.cerrar());

const codigo = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('cambiarMiPassword', () => {
  it('refuses a wrong current password, and a new one outside the sign-up rule, changing nothing', async () => {
    const token = await entrar(t, 'clave@estudio.pe', 'Antigua1');
    const otra = await otraSesionViva(t, usuario);
    const mala = await t.gql(CAMBIAR, { actual: 'Otra1234', nueva: 'Nueva2026' }, { token });
    expect(mala.errors?.[0]).toMatchObject({
      message: 'La contraseña actual no es correcta',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const corta = await t.gql(CAMBIAR, { actual: 'Antigua1', nueva: '1234' }, { token });
    expect(corta.errors?.[0]?.message).toBe('La contraseña debe tener entre 5 y 20 caracteres');
    const igual = await t.gql(CAMBIAR, { actual: 'Antigua1', nueva: 'Antigua1' }, { token });
    expect(igual.errors?.[0]?.message).toBe('La nueva contraseña debe ser distinta de la actual');
    // Nothing changed: the other session lives on and the old password still logs in.
    expect(codigo(await t.gql(ME, {}, { token: otra }))).toBeUndefined();
    expect(await entrar(t, 'clave@estudio.pe', 'Nueva2026')).toBe('');
    expect(await entrar(t, 'clave@estudio.pe', 'Antigua1')).not.toBe('');
  });

  it('with the right one, ends every other session at once and keeps the current one', async () => {
    const login = await t.gql<Login>(LOGIN, { email: 'clave@estudio.pe', password: 'Antigua1' });
    const token = login.data?.login?.authentication ?? '';
    const otra = await otraSesionViva(t, usuario);
    expect((await t.gql<{ me: { user: { id: string } } }>(ME, {}, { token: otra })).data?.me.user.id).toBe(
      usuario.id,
    );
    const r = await t.gql(CAMBIAR, { actual: 'Antigua1', nueva: 'Nueva2026' }, { token });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ cambiarMiPassword: true });
    // The other device's token is refused on its very next request; the one that asked keeps working.
    const rechazada = await t.gql(ME, {}, { token: otra });
    expect(rechazada.status).toBe(401);
    expect(codigo(rechazada)).toBe('UNAUTHENTICATED');
    const sigue = await t.gql<{ me: { user: { id: string } } }>(ME, {}, { token });
    expect(sigue.data?.me.user.id).toBe(usuario.id);
    // The current session's refresh token still renews it.
    const renovada = await t.gql(REFRESH, { refresh: login.data?.login?.refresh });
    expect(renovada.errors).toBeUndefined();
    expect(await entrar(t, 'clave@estudio.pe', 'Antigua1')).toBe('');
    expect(await entrar(t, 'clave@estudio.pe', 'Nueva2026')).not.toBe('');
  });

  it('needs a session', async () => {
    const r = await t.gql(CAMBIAR, { actual: 'Nueva2026', nueva: 'Otra2026' });
    expect(codigo(r)).toBe('UNAUTHENTICATED');
  });
});
