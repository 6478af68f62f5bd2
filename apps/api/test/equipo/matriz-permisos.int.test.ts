import { ROL, sembrarReferencia } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const MATRIZ = '{ matrizPermisos { permisos { id } roles { id permisos } } }';
const GUARDAR =
  'mutation ($r: String!, $p: [String!]!) { guardarPermisosRol(rol_id: $r, permisos: $p) { id permisos } }';
const MOZO = '1990d988';
// The room's zones: a waiter reads them through its one permission, taking orders (POS001002).
const ABRIR = '{ zonas { id } }';

let t: AppDePrueba;
let admin: UsuarioConEmpresa;
let mozo: UsuarioConEmpresa;
type R = { errors?: { message: string; extensions?: { code?: string } }[] };
const codigo = (r: R) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await crearAppDePrueba();
  admin = await usuarioConEmpresa(
    t,
    'admin@matriz.pe',
    { ruc: '20600000911', razonSocial: 'MATRIZ SAC' },
    ROL.administradorGeneral,
  );
  mozo = await usuarioConEmpresa(t, 'mozo@matriz.pe', { ruc: '20600000921', razonSocial: 'MOZOS SAC' }, MOZO);
});
afterAll(() => t.cerrar());

describe('the platform administrator edits the role × permission matrix', () => {
  it('takes a permission from a role: its users lose it at once, and a restart’s seed does not give it back', async () => {
    expect(codigo(await t.gql(ABRIR, {}, { token: mozo.token }))).not.toBe('FORBIDDEN');
    const r = await t.gql(GUARDAR, { r: MOZO, p: ['POS001'] }, { token: admin.token });
    expect(r.data).toEqual({ guardarPermisosRol: { id: MOZO, permisos: ['POS001'] } });
    expect(codigo(await t.gql(ABRIR, {}, { token: mozo.token }))).toBe('FORBIDDEN');
    await sembrarReferencia(t.deps.db);
    expect(codigo(await t.gql(ABRIR, {}, { token: mozo.token }))).toBe('FORBIDDEN');
    const m = await t.gql<{ matrizPermisos: { roles: { id: string; permisos: string[] }[] } }>(
      MATRIZ,
      {},
      {
        token: admin.token,
      },
    );
    expect(m.data?.matrizPermisos.roles.find((x) => x.id === MOZO)?.permisos).toEqual(['POS001']);
  });

  it('gives it back, and it stays', async () => {
    await t.gql(GUARDAR, { r: MOZO, p: ['POS001', 'POS001002'] }, { token: admin.token });
    await sembrarReferencia(t.deps.db);
    expect(codigo(await t.gql(ABRIR, {}, { token: mozo.token }))).not.toBe('FORBIDDEN');
  });

  it('refuses the administrator’s own role, unknown permissions, and anyone but the administrator', async () => {
    const propio = await t.gql(GUARDAR, { r: ROL.administradorGeneral, p: [] }, { token: admin.token });
    expect(propio.errors?.[0]?.message).toBe('El rol Administrador general conserva todos los permisos');
    const inventado = await t.gql(GUARDAR, { r: MOZO, p: ['ZZZ999'] }, { token: admin.token });
    expect(inventado.errors?.[0]?.message).toBe('No existe el permiso ZZZ999');
    const administracion = await t.gql(
      GUARDAR,
      { r: MOZO, p: ['POS001', 'ADM001001'] },
      { token: admin.token },
    );
    expect(administracion.errors?.[0]?.message).toBe(
      'Los permisos de Administración son solo del Administrador general',
    );
    const contador = await usuarioConEmpresa(t, 'conta@matriz.pe', {
      ruc: '20600000931',
      razonSocial: 'CONTA SAC',
    });
    expect(codigo(await t.gql(GUARDAR, { r: MOZO, p: [] }, { token: contador.token }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(MATRIZ, {}, { token: contador.token }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(ABRIR, {}, { token: mozo.token }))).not.toBe('FORBIDDEN');
  });
});
