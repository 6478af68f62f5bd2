import { ROL } from '@kipu/db';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login, ME } from '../helpers/operaciones.ts';
import { vencido } from '../helpers/tokens-vencidos.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' },
  });
  await crearUsuario(t, 'nueva@estudio.pe', 'Secreta1', { verificado: false });
  await crearUsuario(t, 'practicante@estudio.pe', 'Secreta1', {
    rolId: ROL.practicante,
    pruebaVenceAt: new Date(Date.now() - 86_400_000),
  });
  await crearUsuario(t, 'caja@restaurante.pe', 'Secreta1', { rolId: '129965aa' });
  await crearUsuario(t, 'cocina@restaurante.pe', 'Secreta1', { rolId: 'fc7a149a' });
});
afterAll(() => t.cerrar());

const login = (email: string, password: string, ip = '127.0.0.1') =>
  t.gql<Login>(LOGIN, { email, password }, { ip });

describe('login', () => {
  it('answers null for a wrong password and for an unknown e-mail', async () => {
    expect((await login('ana@estudio.pe', 'otra')).data?.login).toBeNull();
    expect((await login('nadie@estudio.pe', 'Secreta1')).data?.login).toBeNull();
  });

  it("answers 'verify' for an unconfirmed account and 'expired' for an ended practitioner trial", async () => {
    const sinConfirmar = await login('nueva@estudio.pe', 'Secreta1');
    expect(sinConfirmar.data?.login).toMatchObject({ authentication: 'verify', refresh: null });
    const vencida = await login('practicante@estudio.pe', 'Secreta1');
    expect(vencida.data?.login).toMatchObject({ authentication: 'expired', refresh: null });
  });

  it('requires e-mail and password with the spec messages', async () => {
    expect((await login('', 'x')).errors?.[0]?.message).toBe('¡Ingrese un Email válido!');
    expect((await login('ana@estudio.pe', '')).errors?.[0]?.message).toBe('¡Ingrese su Password!');
  });

  it('opens a session: 15-minute access token, authorization claims, active company and local', async () => {
    const r = await login('ANA@estudio.pe', 'Secreta1');
    const s = r.data?.login;
    expect(s?.company).toMatchObject({
      ruc: '20601234565',
      razon_social: 'ANDINA S.A.C.',
      periodo: '2026-11',
      uit: '5500.00',
    });
    expect(s?.local?.nombre_corto).toBe('PRINCIPAL');
    const acceso = decodeJwt(s?.authentication ?? '');
    expect(acceso).toMatchObject({ email: 'ana@estudio.pe', role: ROL.contador, role_id: ROL.contador });
    expect(acceso.sub).toBe(acceso.id);
    expect((acceso.exp ?? 0) - (acceso.iat ?? 0)).toBe(15 * 60);
    const autorizacion = decodeJwt(s?.authorization ?? '');
    expect(autorizacion.modulos).toEqual(
      expect.arrayContaining(['contabilidad', 'facturacion', 'planillas']),
    );
    expect(autorizacion.otherempresa).toEqual([s?.company?.id]);
    expect(Array.isArray(autorizacion.permisos)).toBe(true);

    const me = await t.gql<{
      me: { user: { email: string; role_id: string }; company: { ruc: string }; periodo: string };
    }>(ME, {}, { token: s?.authentication ?? '' });
    expect(me.data?.me).toMatchObject({
      user: { email: 'ana@estudio.pe', role_id: ROL.contador },
      company: { ruc: '20601234565' },
      periodo: '2026-11',
    });
  });

  it('sends the cashier and the cook straight to invoicing, where their POS screens are', async () => {
    const r = await login('caja@restaurante.pe', 'Secreta1');
    expect(r.data?.login?.modulo_id).toBe('facturacion');
    const cocina = await login('cocina@restaurante.pe', 'Secreta1');
    expect(cocina.data?.login?.modulo_id).toBe('facturacion');
  });

  it('lists only the modules of the role', async () => {
    const s = (await login('caja@restaurante.pe', 'Secreta1')).data?.login;
    const r = await t.gql<{ modulos: { id: string; codigo: string }[] }>(
      '{ modulos { id codigo descripcion detalle } }',
      {},
      { token: s?.authentication ?? '' },
    );
    expect(r.data?.modulos.map((m) => m.id)).toEqual(['facturacion']);
  });
});

describe('sessions', () => {
  it('a new login ends the previous session: its token answers SESSION_REPLACED (HTTP 402)', async () => {
    const primera = (await login('ana@estudio.pe', 'Secreta1')).data?.login?.authentication ?? '';
    expect((await t.gql(ME, {}, { token: primera })).status).toBe(200);
    const segunda = (await login('ana@estudio.pe', 'Secreta1')).data?.login?.authentication ?? '';
    const vieja = await t.gql(ME, {}, { token: primera });
    expect(vieja.status).toBe(402);
    expect(vieja.errors?.[0]).toMatchObject({
      message: 'Se ha iniciado sesión en otro dispositivo',
      extensions: { code: 'SESSION_REPLACED' },
    });
    expect((await t.gql(ME, {}, { token: segunda })).status).toBe(200);
  });

  it('answers UNAUTHENTICATED (401) without a token, with a forged one and with an expired one', async () => {
    const sinToken = await t.gql(ME);
    expect(sinToken.status).toBe(401);
    expect(sinToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const bueno = (await login('ana@estudio.pe', 'Secreta1')).data?.login?.authentication ?? '';
    const [cabecera, cuerpo] = bueno.split('.');
    expect((await t.gql(ME, {}, { token: `${cabecera}.${cuerpo}.firmafalsa` })).status).toBe(401);
    const caducado = await vencido(bueno, t.deps.claves.jwt, 'acceso');
    const r = await t.gql(ME, {}, { token: caducado });
    expect(r.status).toBe(401);
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session', async () => {
    const token = (await login('ana@estudio.pe', 'Secreta1')).data?.login?.authentication ?? '';
    expect((await t.gql<{ logout: boolean }>('mutation { logout }', {}, { token })).data?.logout).toBe(true);
    expect((await t.gql(ME, {}, { token })).status).toBe(401);
  });
});
