import { ROL, schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login, ME } from '../helpers/operaciones.ts';
import { asignarEmpresa, crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const EMPRESAS = '{ empresasUsuario { id ruc razon_social activa soporte periodo } }';
const EMPRESA = 'query($id: String!) { empresa(id: $id) { id ruc uit locales { id nombre_corto } } }';
const GET_PERMISSION =
  'mutation($m: String!) { getPermission(modulo: $m) { authorization modulo_id permisos { id otherlocal } } }';
const SELECCIONAR = `mutation($e: String!, $l: String!, $p: String!, $m: String) {
  seleccionarEmpresa(empresa_id: $e, local_id: $l, periodo: $p, modulo: $m) {
    authorization modulo_id periodo company { id ruc periodo } local { id nombre_corto } } }`;

type Empresas = { empresasUsuario: { id: string; ruc: string; activa: boolean; soporte: boolean }[] };

let t: AppDePrueba;
const ids: Record<string, string> = {};
const locales: Record<string, string[]> = {};

beforeAll(async () => {
  t = await crearAppDePrueba();
  const ana = await crearUsuario(t, 'ana@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' },
  });
  await crearUsuario(t, 'beto@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20100070970', razonSocial: 'BETA S.A.' },
  });
  await crearUsuario(t, 'soporte@kipu.pe', 'Secreta1', {
    rolId: ROL.soporte,
    empresa: { ruc: '20131312955', razonSocial: 'SOPORTE KIPU', soporte: true },
  });
  await crearUsuario(t, 'jefe@kipu.pe', 'Secreta1', { rolId: ROL.administradorGeneral });
  for (const e of await t.deps.db.select().from(schema.empresas)) {
    ids[e.razonSocial] = e.id;
    const [otro] = await t.deps.db
      .insert(schema.locales)
      .values({ empresaId: e.id, codigoEstablecimiento: '0001', nombreCorto: 'SUCURSAL' })
      .returning();
    locales[e.razonSocial] = (
      await t.deps.db.select().from(schema.locales).where(eq(schema.locales.empresaId, e.id))
    ).map((l) => l.id);
    expect(otro).toBeTruthy();
  }
  const facturador = await crearUsuario(t, 'factura@beta.pe', 'Secreta1', { rolId: ROL.facturador });
  await asignarEmpresa(t, facturador.id, ids['BETA S.A.'] ?? '');
  const vendedor = await crearUsuario(t, 'vende@andina.pe', 'Secreta1', { rolId: '203e6a2a' });
  await asignarEmpresa(t, vendedor.id, ids['ANDINA S.A.C.'] ?? '', locales['ANDINA S.A.C.']?.[1]);
  expect(ana.id).toBeTruthy();
});
afterAll(() => t.cerrar());

const entrar = async (email: string) => {
  const r = await t.gql<Login>(LOGIN, { email, password: 'Secreta1' });
  return r.data?.login;
};
const token = async (email: string) => (await entrar(email))?.authentication ?? '';

describe('empresasUsuario by role (spec 01 §6)', () => {
  it('an accountant sees only the companies granted to them', async () => {
    const r = await t.gql<Empresas>(EMPRESAS, {}, { token: await token('ana@estudio.pe') });
    expect(r.data?.empresasUsuario.map((e) => e.ruc)).toEqual(['20601234565']);
  });

  it('the support role sees every company except support ones; the top administrator sees them all', async () => {
    const soporte = await t.gql<Empresas>(EMPRESAS, {}, { token: await token('soporte@kipu.pe') });
    expect(soporte.data?.empresasUsuario.map((e) => e.ruc).sort()).toEqual(['20100070970', '20601234565']);
    const jefe = await t.gql<Empresas>(EMPRESAS, {}, { token: await token('jefe@kipu.pe') });
    expect(jefe.data?.empresasUsuario.map((e) => e.ruc).sort()).toEqual([
      '20100070970',
      '20131312955',
      '20601234565',
    ]);
  });
});

describe('tenancy', () => {
  it("refuses another company's id with FORBIDDEN, on queries and on selection, and changes nothing", async () => {
    const acceso = await token('ana@estudio.pe');
    const ajena = ids['BETA S.A.'] ?? '';
    const q = await t.gql(EMPRESA, { id: ajena }, { token: acceso });
    expect(q.status).toBe(403);
    expect(q.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const m = await t.gql(
      SELECCIONAR,
      { e: ajena, l: locales['BETA S.A.']?.[0], p: '2026-11', m: 'facturacion' },
      { token: acceso },
    );
    expect(m.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const concedidas = await t.deps.db
      .select({ email: schema.usuarios.email })
      .from(schema.usuarioEmpresas)
      .innerJoin(schema.usuarios, eq(schema.usuarios.id, schema.usuarioEmpresas.usuarioId))
      .where(eq(schema.usuarioEmpresas.empresaId, ajena));
    expect(concedidas.map((c) => c.email).sort()).toEqual(['beto@estudio.pe', 'factura@beta.pe']);
    expect(
      (await t.gql(EMPRESA, { id: 'no-es-uuid' }, { token: acceso })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('a local of another company is refused with a Spanish message', async () => {
    const r = await t.gql(
      SELECCIONAR,
      { e: ids['ANDINA S.A.C.'], l: locales['BETA S.A.']?.[0], p: '2026-11', m: 'facturacion' },
      { token: await token('ana@estudio.pe') },
    );
    expect(r.errors?.[0]?.message).toBe('Seleccione un Local de la empresa');
  });
});

describe('choosing module, company, local and period', () => {
  it('getPermission enters a module of the role and refuses others', async () => {
    const contador = await token('ana@estudio.pe');
    const ok = await t.gql<{ getPermission: { modulo_id: string; authorization: string } }>(
      GET_PERMISSION,
      { m: 'contabilidad' },
      { token: contador },
    );
    expect(ok.data?.getPermission.modulo_id).toBe('contabilidad');
    const me = await t.gql<{ me: { modulo_id: string } }>(ME, {}, { token: contador });
    expect(me.data?.me.modulo_id).toBe('contabilidad');
    const vendedor = await token('vende@andina.pe');
    const no = await t.gql(GET_PERMISSION, { m: 'contabilidad' }, { token: vendedor });
    expect(no.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the top administrator gets the ADMINISTRADOR permissions and those of the chosen module only', async () => {
    const r = await t.gql<{ getPermission: { authorization: string; permisos: { id: string }[] } }>(
      GET_PERMISSION,
      { m: 'contabilidad' },
      { token: await token('jefe@kipu.pe') },
    );
    const ids = r.data?.getPermission.permisos.map((p) => p.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['ADM001', 'ADM001003', 'GEN001', 'GEN001004', 'CON001001']));
    // Products belong to the invoicing module: not in the accounting module's set.
    expect(ids.filter((id) => id.startsWith('FAC'))).toEqual([]);
    expect(decodeJwt(r.data?.getPermission.authorization ?? '').permisos).toHaveLength(ids.length);
    const fac = await t.gql<{ getPermission: { permisos: { id: string }[] } }>(
      GET_PERMISSION,
      { m: 'facturacion' },
      { token: await token('jefe@kipu.pe') },
    );
    const idsFac = fac.data?.getPermission.permisos.map((p) => p.id) ?? [];
    expect(idsFac).toEqual(expect.arrayContaining(['FAC002', 'FAC002002', 'GEN001']));
    expect(idsFac.filter((id) => id.startsWith('CON'))).toEqual([]);
  });

  it('seleccionarEmpresa marks one company active with its period and local, and the session follows', async () => {
    const acceso = await token('jefe@kipu.pe');
    const andina = ids['ANDINA S.A.C.'] ?? '';
    const beta = ids['BETA S.A.'] ?? '';
    await t.gql(
      SELECCIONAR,
      { e: andina, l: locales['ANDINA S.A.C.']?.[0], p: '2026-10', m: 'facturacion' },
      { token: acceso },
    );
    const r = await t.gql<{
      seleccionarEmpresa: { periodo: string; company: { ruc: string }; local: { nombre_corto: string } };
    }>(
      SELECCIONAR,
      { e: beta, l: locales['BETA S.A.']?.[1], p: '2026-11', m: 'facturacion' },
      { token: acceso },
    );
    expect(r.data?.seleccionarEmpresa).toMatchObject({
      periodo: '2026-11',
      company: { ruc: '20100070970' },
      local: { nombre_corto: 'SUCURSAL' },
    });
    const activas = await t.deps.db
      .select()
      .from(schema.usuarioEmpresas)
      .innerJoin(schema.usuarios, eq(schema.usuarios.id, schema.usuarioEmpresas.usuarioId))
      .where(and(eq(schema.usuarios.email, 'jefe@kipu.pe'), eq(schema.usuarioEmpresas.activa, true)));
    expect(activas.map((a) => a.usuario_empresas.empresaId)).toEqual([beta]);
    const me = await t.gql<{
      me: { company: { ruc: string }; local: { nombre_corto: string }; periodo: string; modulo_id: string };
    }>(ME, {}, { token: acceso });
    expect(me.data?.me).toMatchObject({
      company: { ruc: '20100070970' },
      local: { nombre_corto: 'SUCURSAL' },
      periodo: '2026-11',
      modulo_id: 'facturacion',
    });
    // The next login starts where the user left.
    const otra = await entrar('jefe@kipu.pe');
    expect(otra?.company?.ruc).toBe('20100070970');
  });

  it('refuses a malformed period', async () => {
    const r = await t.gql(
      SELECCIONAR,
      { e: ids['ANDINA S.A.C.'], l: locales['ANDINA S.A.C.']?.[0], p: '2026-13', m: 'facturacion' },
      { token: await token('ana@estudio.pe') },
    );
    expect(r.errors?.[0]?.message).toBe('Seleccione un Periodo válido');
  });

  it('a local-bound seller logs straight into invoicing with its company and local, and sees only that local', async () => {
    const s = await entrar('vende@andina.pe');
    expect(s?.modulo_id).toBe('facturacion');
    expect(s?.company?.ruc).toBe('20601234565');
    expect(s?.local?.id).toBe(locales['ANDINA S.A.C.']?.[1]);
    const e = await t.gql<{ empresa: { locales: { id: string }[] } }>(
      EMPRESA,
      { id: ids['ANDINA S.A.C.'] },
      { token: s?.authentication ?? '' },
    );
    expect(e.data?.empresa.locales.map((l) => l.id)).toEqual([locales['ANDINA S.A.C.']?.[1]]);
    const otroLocal = await t.gql(
      SELECCIONAR,
      { e: ids['ANDINA S.A.C.'], l: locales['ANDINA S.A.C.']?.[0], p: '2026-11' },
      { token: s?.authentication ?? '' },
    );
    expect(otroLocal.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('invoicing-only user (fd2b32f2)', () => {
  it('logs into invoicing with its single company and has no other module', async () => {
    const s = await entrar('factura@beta.pe');
    expect(s).toMatchObject({ modulo_id: 'facturacion', company: { ruc: '20100070970' } });
    const m = await t.gql<{ modulos: { id: string }[] }>(
      '{ modulos { id } }',
      {},
      { token: s?.authentication ?? '' },
    );
    expect(m.data?.modulos.map((x) => x.id)).toEqual(['facturacion']);
    const e = await t.gql<Empresas>(EMPRESAS, {}, { token: s?.authentication ?? '' });
    expect(e.data?.empresasUsuario.map((x) => x.ruc)).toEqual(['20100070970']);
  });
});

describe('preferencias', () => {
  const GUARDAR = `mutation($i: PreferenciasTemaInput!) { guardarPreferencias(input: $i) { esquemaColor opacidad sidebarCerrado } }`;
  const base = {
    headerFijo: true,
    sidebarFijo: true,
    sidebarCerrado: true,
    footer: true,
    sombras: false,
    menuMovil: false,
    esquemaColor: 'azul',
    imagenFondo: null,
    opacidad: 80,
  };

  it('starts white, keeps what the user saves, and refuses an opacity out of range', async () => {
    const acceso = await token('ana@estudio.pe');
    const antes = await t.gql<{ preferencias: { esquemaColor: string } }>(
      '{ preferencias { esquemaColor opacidad } }',
      {},
      { token: acceso },
    );
    expect(antes.data?.preferencias).toEqual({ esquemaColor: 'blanco', opacidad: 100 });
    await t.gql(GUARDAR, { i: base }, { token: acceso });
    const mala = await t.gql(GUARDAR, { i: { ...base, opacidad: 0 } }, { token: acceso });
    expect(mala.errors?.[0]?.message).toBe('La opacidad debe estar entre 10 y 100');
    const despues = await t.gql<{ preferencias: unknown }>(
      '{ preferencias { esquemaColor opacidad sidebarCerrado } }',
      {},
      { token: await token('ana@estudio.pe') },
    );
    expect(despues.data?.preferencias).toEqual({ esquemaColor: 'azul', opacidad: 80, sidebarCerrado: true });
  });
});
