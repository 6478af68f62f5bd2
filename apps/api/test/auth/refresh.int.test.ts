import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login, ME, REFRESH } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

type Refresh = { refresh: { authentication: string; refresh: string } | null };

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'luis@estudio.pe', 'Secreta1');
});
afterAll(() => t.cerrar());

async function entrar() {
  const s = (await t.gql<Login>(LOGIN, { email: 'luis@estudio.pe', password: 'Secreta1' })).data?.login;
  return { acceso: s?.authentication ?? '', refresh: s?.refresh ?? '' };
}

describe('refresh', () => {
  it('rotates: each refresh token gives a new access token and a new refresh token', async () => {
    const { refresh } = await entrar();
    const r1 = await t.gql<Refresh>(REFRESH, { refresh });
    const nuevo = r1.data?.refresh;
    expect(nuevo?.refresh).toBeTruthy();
    expect(nuevo?.refresh).not.toBe(refresh);
    expect((await t.gql(ME, {}, { token: nuevo?.authentication ?? '' })).status).toBe(200);
    const r2 = await t.gql<Refresh>(REFRESH, { refresh: nuevo?.refresh });
    expect(r2.data?.refresh?.authentication).toBeTruthy();
  });

  it('reusing an old refresh token revokes the whole session', async () => {
    const { refresh } = await entrar();
    const r1 = (await t.gql<Refresh>(REFRESH, { refresh })).data?.refresh;
    const reuso = await t.gql<Refresh>(REFRESH, { refresh });
    expect(reuso.status).toBe(401);
    expect(reuso.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The legitimate holder's newer tokens die with the family.
    expect((await t.gql(ME, {}, { token: r1?.authentication ?? '' })).status).toBe(401);
    expect((await t.gql<Refresh>(REFRESH, { refresh: r1?.refresh })).status).toBe(401);
  });

  it('a refresh token of a replaced session answers SESSION_REPLACED', async () => {
    const { refresh } = await entrar();
    await entrar();
    const r = await t.gql<Refresh>(REFRESH, { refresh });
    expect(r.status).toBe(402);
    expect(r.errors?.[0]?.extensions?.code).toBe('SESSION_REPLACED');
  });

  it('an unknown refresh token is refused', async () => {
    expect((await t.gql<Refresh>(REFRESH, { refresh: 'no-existe' })).status).toBe(401);
  });
});
