import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba, enlaceDe } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const INVITAR = `mutation ($i: InvitacionInput!) { invitarMiembro(input: $i) { id email } }`;
const VER = 'query ($t: String!) { invitacion(token: $t) { email empresa rol cuenta_existente } }';
const REGISTRAR = `mutation ($t: String!, $n: String!, $p: String!) {
  registrarConInvitacion(token: $t, nombres: $n, password: $p) { authentication company { id } } }`;
const ACEPTAR = 'mutation ($t: String!) { aceptarInvitacion(token: $t) { empresa_id } }';
const MIEMBROS = '{ miembrosEmpresa { email rol_id suspendido propietario } }';
const EMPRESAS = '{ empresasUsuario { id } }';
const CAJAS = '{ cajas { id } }';
const BALANCE = '{ balanceComprobacion(periodo_desde: "2026-11", periodo_hasta: "2026-11") { __typename } }';
const SUSPENDER =
  'mutation ($u: String!, $s: Boolean!) { suspenderMiembro(usuario_id: $u, suspendido: $s) { usuario_id } }';
const QUITAR = 'mutation ($u: String!) { deleteSubAccount(usuario_id: $u) { usuario_id } }';
const AUDITORIA = '{ auditoriaAccesos { accion usuario actor } }';
const CAJERO = '129965aa';
const PRACTICANTE = '470e28ec';

let t: AppDePrueba;
let duena: UsuarioConEmpresa;
type R = { errors?: { message: string; extensions?: { code?: string } }[] };
const codigo = (r: R) => r.errors?.[0]?.extensions?.code;

/** Invites and returns the mailed link's token. */
async function invitar(token: string, input: Record<string, unknown>): Promise<string> {
  const r = await t.gql(INVITAR, { i: input }, { token });
  expect(r.errors).toBeUndefined();
  const correo = (await t.outbox()).find((c) => c.to === input.email);
  return enlaceDe(correo, '/invitacion');
}

async function usuarioId(email: string): Promise<string> {
  const [u] = await t.deps.db.select().from(schema.usuarios).where(eq(schema.usuarios.email, email));
  return u?.id ?? '';
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  duena = await usuarioConEmpresa(t, 'duena@andina.pe', { ruc: '20600000711', razonSocial: 'ANDINA SAC' });
});
afterAll(() => t.cerrar());

describe('an owner invites a cashier who signs up from the mail', () => {
  let cajera = '';
  it('the link shows the company and role, creates the account once and opens a session in the company', async () => {
    const enlace = await invitar(duena.token, { email: 'cajera@correo.pe', rol_id: CAJERO });
    const vista = await t.gql(VER, { t: enlace });
    expect(vista.data).toEqual({
      invitacion: {
        email: 'cajera@correo.pe',
        empresa: 'ANDINA SAC',
        rol: 'Cajero',
        cuenta_existente: false,
      },
    });
    const r = await t.gql<{ registrarConInvitacion: { authentication: string; company: { id: string } } }>(
      REGISTRAR,
      { t: enlace, n: 'Rosa Quispe', p: 'Caja2026' },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.registrarConInvitacion.company.id).toBe(duena.empresaId);
    cajera = r.data?.registrarConInvitacion.authentication ?? '';
    const otraVez = await t.gql(REGISTRAR, { t: enlace, n: 'Otra', p: 'Caja2026' });
    expect(otraVez.errors?.[0]?.message).toBe('La invitación no es válida o ya fue usada');
  });

  it('the cashier reaches only that company, the point of sale but not accounting nor the company data', async () => {
    expect((await t.gql(EMPRESAS, {}, { token: cajera })).data).toEqual({
      empresasUsuario: [{ id: duena.empresaId }],
    });
    expect((await t.gql(CAJAS, {}, { token: cajera })).errors).toBeUndefined();
    expect(codigo(await t.gql(BALANCE, {}, { token: cajera }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(MIEMBROS, {}, { token: cajera }))).toBe('FORBIDDEN');
    const miembros = await t.gql<{ miembrosEmpresa: { email: string; rol_id: string }[] }>(
      MIEMBROS,
      {},
      {
        token: duena.token,
      },
    );
    expect(miembros.data?.miembrosEmpresa.map((m) => [m.email, m.rol_id])).toEqual([
      ['cajera@correo.pe', CAJERO],
      ['duena@andina.pe', '04a0a9c2'],
    ]);
  });

  it('suspended, the cashier’s live token is refused at once; re-activated, a new login works', async () => {
    const id = await usuarioId('cajera@correo.pe');
    expect((await t.gql(SUSPENDER, { u: id, s: true }, { token: duena.token })).errors).toBeUndefined();
    expect(codigo(await t.gql(CAJAS, {}, { token: cajera }))).toBe('UNAUTHENTICATED');
    await t.gql(SUSPENDER, { u: id, s: false }, { token: duena.token });
    const login = await t.gql<{ login: { authentication: string } }>(
      'mutation { login(email: "cajera@correo.pe", password: "Caja2026") { authentication } }',
    );
    cajera = login.data?.login.authentication ?? '';
    expect((await t.gql(CAJAS, {}, { token: cajera })).errors).toBeUndefined();
  });

  it('removed, the token is refused at once and the company is gone from the member’s list', async () => {
    const id = await usuarioId('cajera@correo.pe');
    expect((await t.gql(QUITAR, { u: id }, { token: duena.token })).errors).toBeUndefined();
    expect(codigo(await t.gql(CAJAS, {}, { token: cajera }))).toBe('UNAUTHENTICATED');
    const login = await t.gql<{ login: { authentication: string } }>(
      'mutation { login(email: "cajera@correo.pe", password: "Caja2026") { authentication } }',
    );
    const nuevo = login.data?.login.authentication ?? '';
    expect((await t.gql(EMPRESAS, {}, { token: nuevo })).data).toEqual({ empresasUsuario: [] });
  });

  it('every grant, suspension and removal is in the owner’s audit log', async () => {
    const r = await t.gql<{ auditoriaAccesos: { accion: string; usuario: string | null }[] }>(
      AUDITORIA,
      {},
      {
        token: duena.token,
      },
    );
    expect(r.data?.auditoriaAccesos.map((a) => a.accion)).toEqual([
      'acceso_retirado',
      'acceso_reactivado',
      'acceso_suspendido',
      'invitacion_aceptada',
      'invitacion',
    ]);
    expect(r.data?.auditoriaAccesos[0]?.usuario).toBe('cajera@correo.pe');
  });
});

describe('an accountant with a company of their own joins as a trainee', () => {
  it('accepts with their session; the role differs from company to company', async () => {
    const otro = await usuarioConEmpresa(t, 'conta@estudio.pe', {
      ruc: '20600000721',
      razonSocial: 'ESTUDIO SAC',
    });
    const enlace = await invitar(duena.token, { email: 'conta@estudio.pe', rol_id: PRACTICANTE });
    expect((await t.gql(VER, { t: enlace })).data).toMatchObject({ invitacion: { cuenta_existente: true } });
    const ajeno = await t.gql(ACEPTAR, { t: enlace }, { token: duena.token });
    expect(ajeno.errors?.[0]?.message).toBe(
      'La invitación es para conta@estudio.pe: inicie sesión con esa cuenta',
    );
    expect((await t.gql(ACEPTAR, { t: enlace }, { token: otro.token })).data).toEqual({
      aceptarInvitacion: { empresa_id: duena.empresaId },
    });
    // Working in their own company, another company's id is refused where the grant opens something else.
    const editar = await t.gql(
      'mutation ($id: String!) { deleteEmpresa(id: $id) { id } }',
      { id: duena.empresaId },
      { token: otro.token },
    );
    expect(codigo(editar)).toBe('FORBIDDEN');
    const [empresa] = await t.deps.db
      .select()
      .from(schema.empresas)
      .where(eq(schema.empresas.id, duena.empresaId));
    expect(empresa?.deletedAt).toBeNull();
  });
});

describe('nobody hands out more than they hold, and companies stay apart', () => {
  it('a waiter cannot invite; an invoicing-only owner cannot make an accountant', async () => {
    const mozo = await usuarioConEmpresa(
      t,
      'mozo@andina.pe',
      { ruc: '20600000731', razonSocial: 'MOZO SAC' },
      '1990d988',
    );
    expect(
      codigo(await t.gql(INVITAR, { i: { email: 'x@y.pe', rol_id: CAJERO } }, { token: mozo.token })),
    ).toBe('FORBIDDEN');
    const facturador = await usuarioConEmpresa(
      t,
      'fact@tienda.pe',
      { ruc: '20600000741', razonSocial: 'TIENDA SAC' },
      'fd2b32f2',
    );
    const r = await t.gql(
      INVITAR,
      { i: { email: 'x@y.pe', rol_id: '04a0a9c2' } },
      { token: facturador.token },
    );
    expect(r.errors?.[0]?.message).toBe('Seleccione un rol que usted pueda asignar en esta empresa');
    const invitaciones = await t.deps.db
      .select()
      .from(schema.invitaciones)
      .where(eq(schema.invitaciones.email, 'x@y.pe'));
    expect(invitaciones).toEqual([]);
  });

  it('another company’s owner sees none of these members and cannot touch them', async () => {
    const ajeno = await usuarioConEmpresa(t, 'ajeno@otra.pe', {
      ruc: '20600000751',
      razonSocial: 'OTRA SAC',
    });
    const r = await t.gql<{ miembrosEmpresa: { email: string }[] }>(MIEMBROS, {}, { token: ajeno.token });
    expect(r.data?.miembrosEmpresa.map((m) => m.email)).toEqual(['ajeno@otra.pe']);
    const id = await usuarioId('conta@estudio.pe');
    const quitar = await t.gql(QUITAR, { u: id }, { token: ajeno.token });
    expect(quitar.errors?.[0]?.message).toBe('Esa persona no trabaja en la empresa');
  });
});

describe('a demo grant ends by itself', () => {
  it('past its date the member reaches nothing in the company', async () => {
    const enlace = await invitar(duena.token, { email: 'demo@correo.pe', rol_id: CAJERO, demo_dias: 3 });
    const r = await t.gql<{ registrarConInvitacion: { authentication: string } }>(REGISTRAR, {
      t: enlace,
      n: 'Demo',
      p: 'Demo2026',
    });
    const token = r.data?.registrarConInvitacion.authentication ?? '';
    expect((await t.gql(CAJAS, {}, { token })).errors).toBeUndefined();
    const id = await usuarioId('demo@correo.pe');
    await t.deps.db
      .update(schema.usuarioEmpresas)
      .set({ demoVenceAt: new Date(Date.now() - 1000) })
      .where(eq(schema.usuarioEmpresas.usuarioId, id));
    expect(codigo(await t.gql(CAJAS, {}, { token }))).toBe('FORBIDDEN');
    expect((await t.gql(EMPRESAS, {}, { token })).data).toEqual({ empresasUsuario: [] });
  });
});
