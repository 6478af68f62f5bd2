import { ROL } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJE_CUENTA_DESACTIVADA } from '../../src/modules/auth/commands/iniciar-sesion.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login, ME, REFRESH } from '../helpers/operaciones.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const USERS = /* GraphQL */ `
  query ($param: String, $rol: String, $estado: EstadoUsuario, $limite: Int, $desde: Int) {
    users(param: $param, rol_id: $rol, estado: $estado, limite: $limite, desde: $desde) {
      total filas { id email nombres apellidos rol_id estado }
    }
  }`;
const DETALLE = `
  usuario { id email estado rol_id } rol desactivado_at email_verificado_at sesiones_abiertas
  concesiones { ruc razon_social rol propietario local }
  auditoria { actor usuario accion detalle }`;
const USER = `query ($id: String!) { user(id: $id) { ${DETALLE} } }`;
const ACTIVAR = `mutation ($id: String!) { activateUser(id: $id) { ${DETALLE} } }`;
const DESACTIVAR = `mutation ($id: String!) { deactivateUser(id: $id) { ${DETALLE} } }`;
const ROL_PLATAFORMA = `mutation ($id: String!, $rol: String!) { updateUser(id: $id, update: { rol_id: $rol }) { ${DETALLE} } }`;
const REENVIAR = `mutation ($id: String!) { resendConfirmation(id: $id) { ${DETALLE} } }`;

type Fila = { id: string; email: string; nombres: string; apellidos: string; rol_id: string; estado: string };
type Pagina = { users: { total: number; filas: Fila[] } };
type Detalle = {
  usuario: { id: string; email: string; estado: string; rol_id: string };
  rol: string;
  desactivado_at: string | null;
  email_verificado_at: string | null;
  sesiones_abiertas: number;
  concesiones: {
    ruc: string;
    razon_social: string;
    rol: string;
    propietario: boolean;
    local: string | null;
  }[];
  auditoria: { actor: string; usuario: string | null; accion: string; detalle: string }[];
};

let t: AppDePrueba;
let admin: UsuarioConEmpresa;
let contador: UsuarioConEmpresa;
const ids: Record<string, string> = {};

const login = (email: string, password = 'Secreta1') => t.gql<Login>(LOGIN, { email, password });
const comoAdmin = <T>(q: string, v: Record<string, unknown> = {}) => t.gql<T>(q, v, { token: admin.token });

beforeAll(async () => {
  t = await crearAppDePrueba();
  admin = await usuarioConEmpresa(
    t,
    'jefa@plataforma.pe',
    { ruc: '20600001011', razonSocial: 'PLATAFORMA SAC' },
    ROL.administradorGeneral,
  );
  contador = await usuarioConEmpresa(t, 'rosa.quispe@estudio.pe', {
    ruc: '20611122233',
    razonSocial: 'ESTUDIO QUISPE SAC',
  });
  for (let i = 0; i < 12; i++) {
    const u = await crearUsuario(t, `cliente${String(i).padStart(2, '0')}@lote.pe`, 'Secreta1');
    ids[u.email] = u.id;
  }
  ids.pendiente = (await crearUsuario(t, 'pendiente@lote.pe', 'Secreta1', { verificado: false })).id;
  ids.vencido = (
    await crearUsuario(t, 'vencido@lote.pe', 'Secreta1', { pruebaVenceAt: new Date('2026-01-01T00:00:00Z') })
  ).id;
  const rosa = await comoAdmin<Pagina>(USERS, { param: 'rosa.quispe' });
  ids.rosa = rosa.data?.users.filas[0]?.id ?? '';
});
afterAll(() => t.cerrar());

describe('the platform administrator finds accounts (users)', () => {
  it('pages on the server: the total counts every match and pages do not overlap', async () => {
    const p1 = await comoAdmin<Pagina>(USERS, { param: '@lote.pe', limite: 5, desde: 0 });
    const p3 = await comoAdmin<Pagina>(USERS, { param: '@lote.pe', limite: 5, desde: 10 });
    expect(p1.data?.users.total).toBe(14);
    expect(p1.data?.users.filas.map((f) => f.email)).toEqual([
      'cliente00@lote.pe',
      'cliente01@lote.pe',
      'cliente02@lote.pe',
      'cliente03@lote.pe',
      'cliente04@lote.pe',
    ]);
    expect(p3.data?.users.filas.map((f) => f.email)).toEqual([
      'cliente10@lote.pe',
      'cliente11@lote.pe',
      'pendiente@lote.pe',
      'vencido@lote.pe',
    ]);
  });

  it('by the RUC of a company the user works in, by name, by role and by state', async () => {
    const porRuc = await comoAdmin<Pagina>(USERS, { param: '2061112' });
    expect(porRuc.data?.users.filas.map((f) => f.email)).toEqual(['rosa.quispe@estudio.pe']);
    const porNombre = await comoAdmin<Pagina>(USERS, { param: 'usuario cliente07' });
    expect(porNombre.data?.users.filas.map((f) => f.email)).toEqual(['cliente07@lote.pe']);
    const admins = await comoAdmin<Pagina>(USERS, { rol: ROL.administradorGeneral });
    expect(admins.data?.users.filas.map((f) => f.email)).toEqual(['jefa@plataforma.pe']);
    const sinConfirmar = await comoAdmin<Pagina>(USERS, { estado: 'sin_confirmar', param: 'lote' });
    expect(sinConfirmar.data?.users.filas.map((f) => f.email)).toEqual(['pendiente@lote.pe']);
    const vencidas = await comoAdmin<Pagina>(USERS, { estado: 'prueba_vencida' });
    expect(vencidas.data?.users.filas.map((f) => f.email)).toEqual(['vencido@lote.pe']);
    const comodin = await comoAdmin<Pagina>(USERS, { param: '%' });
    expect(comodin.data?.users.total).toBe((await comoAdmin<Pagina>(USERS, {})).data?.users.total);
  });

  it('shows an account with its companies and grants', async () => {
    const r = await comoAdmin<{ user: Detalle }>(USER, { id: ids.rosa });
    expect(r.data?.user.usuario.email).toBe('rosa.quispe@estudio.pe');
    expect(r.data?.user.rol).toBe('Contador');
    expect(r.data?.user.sesiones_abiertas).toBe(1);
    expect(r.data?.user.concesiones).toEqual([
      {
        ruc: '20611122233',
        razon_social: 'ESTUDIO QUISPE SAC',
        rol: 'Contador',
        propietario: false,
        local: 'PRINCIPAL',
      },
    ]);
    const otro = await comoAdmin(USER, { id: '00000000-0000-4000-8000-000000000000' });
    expect(otro.errors?.[0]?.message).toBe('El usuario no existe');
  });
});

describe('the platform administrator manages accounts', () => {
  it('deactivates: the live token and the refresh token are refused at once, and the login says why', async () => {
    const sesion = await login('cliente03@lote.pe');
    const token = sesion.data?.login?.authentication ?? '';
    expect((await t.gql(ME, {}, { token })).errors).toBeUndefined();
    const r = await comoAdmin<{ deactivateUser: Detalle }>(DESACTIVAR, { id: ids['cliente03@lote.pe'] });
    expect(r.data?.deactivateUser.usuario.estado).toBe('desactivado');
    expect(r.data?.deactivateUser.sesiones_abiertas).toBe(0);
    expect((await t.gql(ME, {}, { token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refresco = await t.gql(REFRESH, { refresh: sesion.data?.login?.refresh });
    expect(refresco.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await login('cliente03@lote.pe')).errors?.[0]?.message).toBe(MENSAJE_CUENTA_DESACTIVADA);
    // A wrong password still reads as one: the state is told only to whoever holds the password.
    expect((await login('cliente03@lote.pe', 'Otra1234')).data?.login).toBeNull();
    const desactivadas = await comoAdmin<Pagina>(USERS, { estado: 'desactivado' });
    expect(desactivadas.data?.users.filas.map((f) => f.email)).toEqual(['cliente03@lote.pe']);
  });

  it('re-activates: the account logs in again; the log has both steps with who did them', async () => {
    const r = await comoAdmin<{ activateUser: Detalle }>(ACTIVAR, { id: ids['cliente03@lote.pe'] });
    expect(r.data?.activateUser.usuario.estado).toBe('activo');
    expect((await login('cliente03@lote.pe')).data?.login?.authentication).toBeTruthy();
    const log = r.data?.activateUser.auditoria.map((a) => [a.accion, a.actor, a.usuario]);
    expect(log).toEqual([
      ['cuenta_reactivada', 'jefa@plataforma.pe', 'cliente03@lote.pe'],
      ['cuenta_desactivada', 'jefa@plataforma.pe', 'cliente03@lote.pe'],
    ]);
    const otraVez = await comoAdmin(ACTIVAR, { id: ids['cliente03@lote.pe'] });
    expect(otraVez.errors?.[0]?.message).toBe('La cuenta ya está activa');
  });

  it('resends the confirmation mail, or confirms the address itself', async () => {
    const antes = (await t.outbox()).length;
    const r = await comoAdmin<{ resendConfirmation: Detalle }>(REENVIAR, { id: ids.pendiente });
    expect(r.errors).toBeUndefined();
    const correos = await t.outbox();
    expect(correos.length).toBe(antes + 1);
    expect(correos.find((c) => c.to === 'pendiente@lote.pe')?.text).toContain('/account/verify/');
    const confirmado = await comoAdmin(REENVIAR, { id: ids.rosa });
    expect(confirmado.errors?.[0]?.message).toBe('El correo de esta cuenta ya fue confirmado');
    expect((await login('pendiente@lote.pe')).data?.login?.authentication).toBe('verify');
    const a = await comoAdmin<{ activateUser: Detalle }>(ACTIVAR, { id: ids.pendiente });
    expect(a.data?.activateUser.email_verificado_at).not.toBeNull();
    expect(a.data?.activateUser.auditoria[0]?.detalle).toBe('{"email_confirmado":true}');
    expect((await login('pendiente@lote.pe')).data?.login?.authentication).toBeTruthy();
  });

  it('changes a platform role: the next request already has the new role’s permissions', async () => {
    const cliente = (await login('cliente05@lote.pe')).data?.login?.authentication ?? '';
    const correos = '{ correos(limite: 1) { id } }';
    expect((await t.gql(correos, {}, { token: cliente })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const r = await comoAdmin<{ updateUser: Detalle }>(ROL_PLATAFORMA, {
      id: ids['cliente05@lote.pe'],
      rol: ROL.administradorGeneral,
    });
    expect(r.data?.updateUser.rol).toBe('Administrador general');
    expect((await t.gql(correos, {}, { token: cliente })).errors).toBeUndefined();
    await comoAdmin(ROL_PLATAFORMA, { id: ids['cliente05@lote.pe'], rol: ROL.contador });
    expect((await t.gql(correos, {}, { token: cliente })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const log = (await comoAdmin<{ user: Detalle }>(USER, { id: ids['cliente05@lote.pe'] })).data?.user
      .auditoria;
    expect(log?.map((a) => a.detalle)).toEqual([
      `{"antes":"${ROL.administradorGeneral}","despues":"${ROL.contador}"}`,
      `{"antes":"${ROL.contador}","despues":"${ROL.administradorGeneral}"}`,
    ]);
  });

  it('refuses a company’s own role, an unknown role, the administrator’s own account, and anyone else', async () => {
    const inventado = await comoAdmin(ROL_PLATAFORMA, { id: ids.rosa, rol: 'zzzzzzzz' });
    expect(inventado.errors?.[0]?.message).toBe('El rol no existe');
    const yo = (await comoAdmin<Pagina>(USERS, { param: 'jefa@' })).data?.users.filas[0]?.id;
    const propio = await comoAdmin(DESACTIVAR, { id: yo });
    expect(propio.errors?.[0]?.message).toBe('No puede cambiar su propia cuenta desde aquí');
    for (const [q, v] of [
      [USERS, {}],
      [USER, { id: ids.rosa }],
      [DESACTIVAR, { id: ids['cliente01@lote.pe'] }],
      [ROL_PLATAFORMA, { id: ids['cliente01@lote.pe'], rol: ROL.administradorGeneral }],
    ] as const) {
      const r = await t.gql(q, v, { token: contador.token });
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const intacto = await comoAdmin<{ user: Detalle }>(USER, { id: ids['cliente01@lote.pe'] });
    expect(intacto.data?.user.usuario).toMatchObject({ estado: 'activo', rol_id: ROL.contador });
  });
});
