import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const CREAR = `mutation ($i: SubcuentaInput!) { createSubAccount(input: $i) { usuario_id password_temporal } }`;
const LOGIN = `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { authentication } }`;
const CAMBIAR = 'mutation ($a: String!, $n: String!) { cambiarMiPassword(actual: $a, nueva: $n) }';
const SUSPENDER =
  'mutation ($u: String!, $s: Boolean!) { suspenderMiembro(usuario_id: $u, suspendido: $s) { usuario_id } }';
const POR_LOCAL = 'query ($l: String) { usersByLocal(local_id: $l) { email rol_id local_id cocina_id } }';
const REPARTO = 'query ($l: String) { usersByLocalForDelivery(local_id: $l) { email rol_id } }';
const USUARIOS = '{ usuariosEmpresa { email rol_id rol } }';
const CREAR_COCINA = `mutation ($i: PosCocinaInput!) { createCocina(input: $i) { id } }`;
const CREAR_STAFF = `mutation ($i: PosStaffInput!) { createStaff(input: $i) { rol local_id cocina_id email } }`;
const COMANDAS = 'query ($c: String!) { comandasCocina(cocina_id: $c) { id } }';

const MOZO = '1990d988';
const CAJERO = '129965aa';
const COCINERO = 'fc7a149a';

type Miembro = { email: string; rol_id: string; local_id: string | null; cocina_id: string | null };
type R = { errors?: { message: string; extensions?: { code?: string } }[] };
const codigo = (r: R) => r.errors?.[0]?.extensions?.code;

let t: AppDePrueba;
let duena: UsuarioConEmpresa;
let otro: UsuarioConEmpresa;
let sucursal = '';
const cocinas = { principal: '', bar: '', sucursal: '' };
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
let cocinero = '';

async function exigir<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const r = await t.gql<T>(query, variables, { token });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data as T;
}

/** A sub-account created by the owner that has already set its own password; its token. */
async function miembro(email: string, concesion: Record<string, unknown>): Promise<string> {
  const { createSubAccount: c } = await exigir<{
    createSubAccount: { usuario_id: string; password_temporal: string };
  }>(CREAR, { i: { email, nombres: email.split('@')[0], ...concesion } }, duena.token);
  ids[email] = c.usuario_id;
  const login = await exigir<{ login: { authentication: string } }>(
    LOGIN,
    { e: email, p: c.password_temporal },
    '',
  );
  const token = login.login.authentication;
  await exigir(CAMBIAR, { a: c.password_temporal, n: 'Propia2026' }, token);
  tokens[email] = token;
  return token;
}

const correos = (filas: { email: string }[]) => filas.map((f) => f.email).sort();

beforeAll(async () => {
  t = await crearAppDePrueba();
  duena = await usuarioConEmpresa(t, 'duena@sabor.pe', { ruc: '20600000711', razonSocial: 'SABOR SAC' });
  otro = await usuarioConEmpresa(t, 'otro@ajeno.pe', { ruc: '20131312955', razonSocial: 'AJENO SAC' });
  const [local] = await t.deps.db
    .insert(schema.locales)
    .values({ empresaId: duena.empresaId, codigoEstablecimiento: '0001', nombreCorto: 'SUCURSAL' })
    .returning();
  sucursal = local?.id ?? '';
  const cocina = async (codigo: string, local_id: string) =>
    (
      await exigir<{ createCocina: { id: string } }>(
        CREAR_COCINA,
        { i: { codigo, nombre: codigo, local_id } },
        duena.token,
      )
    ).createCocina.id;
  cocinas.principal = await cocina('PRINCIPAL', duena.localId);
  cocinas.bar = await cocina('BAR', duena.localId);
  cocinas.sucursal = await cocina('SUC', sucursal);
  await miembro('mozo@sabor.pe', { rol_id: MOZO, local_id: duena.localId });
  await miembro('caja@sabor.pe', { rol_id: CAJERO });
  cocinero = await miembro('cocina@sabor.pe', {
    rol_id: COCINERO,
    local_id: duena.localId,
    cocina_id: cocinas.principal,
  });
  await miembro('mozo2@sabor.pe', { rol_id: MOZO, local_id: sucursal });
});
afterAll(() => t.cerrar());

describe('members with point-of-sale roles are the staff of their local', () => {
  it('usersByLocal lists the members of that local and of every local, never those of another', async () => {
    const principal = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, { l: duena.localId }, duena.token);
    expect(correos(principal.usersByLocal)).toEqual([
      'caja@sabor.pe',
      'cocina@sabor.pe',
      'duena@sabor.pe',
      'mozo@sabor.pe',
    ]);
    expect(principal.usersByLocal.find((m) => m.email === 'cocina@sabor.pe')).toEqual({
      email: 'cocina@sabor.pe',
      rol_id: COCINERO,
      local_id: duena.localId,
      cocina_id: cocinas.principal,
    });
    const otraSede = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, { l: sucursal }, duena.token);
    expect(correos(otraSede.usersByLocal)).toEqual(['caja@sabor.pe', 'duena@sabor.pe', 'mozo2@sabor.pe']);
    // Without a local: the session's.
    const sesion = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, {}, duena.token);
    expect(sesion.usersByLocal).toEqual(principal.usersByLocal);
  });

  it('usersByLocalForDelivery keeps those who can take an order out: not the cook', async () => {
    const r = await exigir<{ usersByLocalForDelivery: Miembro[] }>(
      REPARTO,
      { l: duena.localId },
      duena.token,
    );
    expect(correos(r.usersByLocalForDelivery)).toEqual(['caja@sabor.pe', 'duena@sabor.pe', 'mozo@sabor.pe']);
  });

  it('another company never sees them: its local is FORBIDDEN and its own lists do not have them', async () => {
    expect(codigo(await t.gql(POR_LOCAL, { l: duena.localId }, { token: otro.token }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(REPARTO, { l: duena.localId }, { token: otro.token }))).toBe('FORBIDDEN');
    const suyos = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, {}, otro.token);
    expect(correos(suyos.usersByLocal)).toEqual(['otro@ajeno.pe']);
    const pickers = await exigir<{ usuariosEmpresa: Miembro[] }>(USUARIOS, {}, otro.token);
    expect(correos(pickers.usuariosEmpresa)).toEqual(['otro@ajeno.pe']);
  });

  it('the pickers show the role of the grant in this company, not the user’s own', async () => {
    const contadora = await crearUsuario(t, 'contadora@correo.pe', 'Secreta1');
    await t.deps.db
      .insert(schema.usuarioEmpresas)
      .values({ usuarioId: contadora.id, empresaId: duena.empresaId, rolId: MOZO, localId: sucursal });
    const r = await exigir<{ usuariosEmpresa: Miembro[] }>(USUARIOS, {}, duena.token);
    expect(r.usuariosEmpresa.find((m) => m.email === 'contadora@correo.pe')).toMatchObject({
      rol_id: MOZO,
      rol: 'Mozo',
    });
  });

  it('choosing a local: a member of one local cannot move to another; one of every local stays so', async () => {
    const SELECCIONAR = `mutation ($e: String!, $l: String!) {
      seleccionarEmpresa(empresa_id: $e, local_id: $l, periodo: "2026-11") { __typename } }`;
    const mozo = tokens['mozo@sabor.pe'] ?? '';
    expect(codigo(await t.gql(SELECCIONAR, { e: duena.empresaId, l: sucursal }, { token: mozo }))).toBe(
      'FORBIDDEN',
    );
    const caja = tokens['caja@sabor.pe'] ?? '';
    expect((await t.gql(SELECCIONAR, { e: duena.empresaId, l: duena.localId }, { token: caja })).errors).toBe(
      undefined,
    );
    const r = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, { l: sucursal }, duena.token);
    expect(correos(r.usersByLocal)).toContain('caja@sabor.pe');
    // The owner chose the main local, yet works in every local.
    expect(correos(r.usersByLocal)).toContain('duena@sabor.pe');
  });

  it('a suspended member leaves the lists and cannot be made staff', async () => {
    await exigir(SUSPENDER, { u: ids['mozo2@sabor.pe'], s: true }, duena.token);
    const r = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, { l: sucursal }, duena.token);
    expect(correos(r.usersByLocal)).not.toContain('mozo2@sabor.pe');
    const pickers = await exigir<{ usuariosEmpresa: Miembro[] }>(USUARIOS, {}, duena.token);
    expect(correos(pickers.usuariosEmpresa)).not.toContain('mozo2@sabor.pe');
    const staff = await t.gql(
      CREAR_STAFF,
      { i: { usuario_id: ids['mozo2@sabor.pe'], rol: 'mozo', local_id: sucursal } },
      { token: duena.token },
    );
    expect(codigo(staff)).toBe('FORBIDDEN');
    await exigir(SUSPENDER, { u: ids['mozo2@sabor.pe'], s: false }, duena.token);
  });
});

describe("the grant decides a staff member's local and a cook's kitchen", () => {
  it('a member of one local is not staff of another; the local defaults to the grant’s', async () => {
    const ajeno = await t.gql(
      CREAR_STAFF,
      { i: { usuario_id: ids['mozo@sabor.pe'], rol: 'mozo', local_id: sucursal } },
      { token: duena.token },
    );
    expect(ajeno.errors?.[0]?.message).toBe('El usuario trabaja en otro local de la empresa');
    const r = await exigir<{ createStaff: { local_id: string } }>(
      CREAR_STAFF,
      { i: { usuario_id: ids['mozo2@sabor.pe'], rol: 'mozo' } },
      duena.token,
    );
    expect(r.createStaff.local_id).toBe(sucursal);
  });

  it('a cook takes the kitchen of the grant; another kitchen is refused', async () => {
    const otra = await t.gql(
      CREAR_STAFF,
      { i: { usuario_id: ids['cocina@sabor.pe'], rol: 'cocinero', cocina_id: cocinas.bar } },
      { token: duena.token },
    );
    expect(otra.errors?.[0]?.message).toBe('La cocina del cocinero es la de su acceso en la empresa');
    const r = await exigir<{ createStaff: { rol: string; cocina_id: string; local_id: string } }>(
      CREAR_STAFF,
      { i: { usuario_id: ids['cocina@sabor.pe'], rol: 'cocinero' } },
      duena.token,
    );
    expect(r.createStaff).toMatchObject({
      rol: 'cocinero',
      cocina_id: cocinas.principal,
      local_id: duena.localId,
    });
  });

  it("the cook reads its own kitchen's comandas only; the owner reads any", async () => {
    expect((await t.gql(COMANDAS, { c: cocinas.principal }, { token: cocinero })).errors).toBeUndefined();
    expect(codigo(await t.gql(COMANDAS, { c: cocinas.bar }, { token: cocinero }))).toBe('FORBIDDEN');
    expect((await t.gql(COMANDAS, { c: cocinas.bar }, { token: duena.token })).errors).toBeUndefined();
  });

  it('a removed member is no longer a candidate', async () => {
    await exigir(
      'mutation ($u: String!) { deleteSubAccount(usuario_id: $u) { usuario_id } }',
      {
        u: ids['caja@sabor.pe'],
      },
      duena.token,
    );
    const r = await exigir<{ usersByLocal: Miembro[] }>(POR_LOCAL, { l: duena.localId }, duena.token);
    expect(correos(r.usersByLocal)).not.toContain('caja@sabor.pe');
    const [fila] = await t.deps.db
      .select()
      .from(schema.usuarios)
      .where(eq(schema.usuarios.email, 'caja@sabor.pe'));
    expect(fila?.deletedAt).toBeNull();
  });
});
