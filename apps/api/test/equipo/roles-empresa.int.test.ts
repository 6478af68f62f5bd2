import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba, enlaceDe } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const CREAR = 'mutation ($i: RolEmpresaInput!) { createUserRole(input: $i) { id nombre permisos } }';
const EDITAR =
  'mutation ($id: String!, $i: RolEmpresaInput!) { updateUserRole(id: $id, input: $i) { id permisos } }';
const ROLES = '{ rolesEmpresa { id nombre } }';
const ASIGNABLES = '{ rolesAsignables { id propio } }';
const INVITAR = 'mutation ($i: InvitacionInput!) { invitarMiembro(input: $i) { id } }';
const REGISTRAR = `mutation ($t: String!) {
  registrarConInvitacion(token: $t, nombres: "Luis Caja", password: "Caja2026") { authentication } }`;
// The chart of accounts is read with the PCGE permission (GEN001004), which the till does not give.
const PCGE = '{ pcge { total } }';
const CAJAS = '{ cajas { id } }';

let t: AppDePrueba;
let duena: UsuarioConEmpresa;
let ajeno: UsuarioConEmpresa;
type R = { errors?: { message: string; extensions?: { code?: string } }[] };
const codigo = (r: R) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await crearAppDePrueba();
  duena = await usuarioConEmpresa(t, 'duena@roles.pe', { ruc: '20600000811', razonSocial: 'ROLES SAC' });
  ajeno = await usuarioConEmpresa(t, 'ajeno@roles.pe', { ruc: '20600000821', razonSocial: 'AJENA SAC' });
});
afterAll(() => t.cerrar());

describe('a company’s own roles', () => {
  let rolId = '';
  let miembro = '';

  it('an owner makes a role from permissions it holds, and grants it to a member who gets exactly those', async () => {
    const r = await t.gql<{ createUserRole: { id: string; permisos: string[] } }>(
      CREAR,
      { i: { nombre: 'Caja y clientes', permisos: ['POS001', 'POS001004', 'GEN001004'] } },
      { token: duena.token },
    );
    expect(r.errors).toBeUndefined();
    rolId = r.data?.createUserRole.id ?? '';
    expect(r.data?.createUserRole.permisos).toEqual(['GEN001004', 'POS001', 'POS001004']);
    const asignables = await t.gql<{ rolesAsignables: { id: string; propio: boolean }[] }>(
      ASIGNABLES,
      {},
      {
        token: duena.token,
      },
    );
    expect(asignables.data?.rolesAsignables).toContainEqual({ id: rolId, propio: true });
    await t.gql(INVITAR, { i: { email: 'luis@correo.pe', rol_id: rolId } }, { token: duena.token });
    const enlace = enlaceDe(
      (await t.outbox()).find((c) => c.to === 'luis@correo.pe'),
      '/invitacion',
    );
    const registro = await t.gql<{ registrarConInvitacion: { authentication: string } }>(REGISTRAR, {
      t: enlace,
    });
    miembro = registro.data?.registrarConInvitacion.authentication ?? '';
    expect((await t.gql(CAJAS, {}, { token: miembro })).errors).toBeUndefined();
    expect((await t.gql(PCGE, {}, { token: miembro })).errors).toBeUndefined();
    expect(codigo(await t.gql('{ listTrabajadores { total } }', {}, { token: miembro }))).toBe('FORBIDDEN');
  });

  it('a changed role applies to its members on their next request', async () => {
    const r = await t.gql(
      EDITAR,
      { id: rolId, i: { nombre: 'Solo caja', permisos: ['POS001', 'POS001004'] } },
      {
        token: duena.token,
      },
    );
    expect(r.errors).toBeUndefined();
    expect(codigo(await t.gql(PCGE, {}, { token: miembro }))).toBe('FORBIDDEN');
    expect((await t.gql(CAJAS, {}, { token: miembro })).errors).toBeUndefined();
  });

  it('nobody puts in a role a permission they do not hold, nor an unknown one; nothing is written', async () => {
    const cajero = await t.gql(
      CREAR,
      { i: { nombre: 'X', permisos: ['ADM001001'] } },
      { token: duena.token },
    );
    expect(cajero.errors?.[0]?.message).toBe('No puede dar el permiso ADM001001: usted no lo tiene');
    const inventado = await t.gql(
      CREAR,
      { i: { nombre: 'Y', permisos: ['ZZZ999'] } },
      { token: duena.token },
    );
    expect(inventado.errors?.[0]?.message).toBe('No existe el permiso ZZZ999');
    const repetido = await t.gql(
      CREAR,
      { i: { nombre: 'Solo caja', permisos: ['POS001'] } },
      { token: duena.token },
    );
    expect(repetido.errors?.[0]?.message).toBe('Ya existe el rol Solo caja en la empresa');
    const propios = await t.deps.db
      .select()
      .from(schema.roles)
      .where(eq(schema.roles.empresaId, duena.empresaId));
    expect(propios.map((p) => p.nombre)).toEqual(['Solo caja']);
  });

  it('another company neither sees, edits nor grants it', async () => {
    expect((await t.gql(ROLES, {}, { token: ajeno.token })).data).toEqual({ rolesEmpresa: [] });
    const asignables = await t.gql<{ rolesAsignables: { id: string }[] }>(
      ASIGNABLES,
      {},
      { token: ajeno.token },
    );
    expect(asignables.data?.rolesAsignables.map((r) => r.id)).not.toContain(rolId);
    const editar = await t.gql(
      EDITAR,
      { id: rolId, i: { nombre: 'Robado', permisos: ['POS001'] } },
      {
        token: ajeno.token,
      },
    );
    expect(editar.errors?.[0]?.message).toBe('El rol no existe en la empresa');
    const invitar = await t.gql(
      INVITAR,
      { i: { email: 'z@correo.pe', rol_id: rolId } },
      { token: ajeno.token },
    );
    expect(invitar.errors?.[0]?.message).toBe('Seleccione un rol que usted pueda asignar en esta empresa');
  });
});
