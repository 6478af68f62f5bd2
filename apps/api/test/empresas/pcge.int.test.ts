import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const CREAR_EMPRESA = 'mutation($i: EmpresaInput!) { createEmpresa(input: $i) { id } }';
const SELECCIONAR = `mutation($e: String!, $l: String!) { seleccionarEmpresa(empresa_id: $e, local_id: $l, periodo: "2026-11", modulo: "contabilidad") { status } }`;
const PCGE =
  'query($p: String, $l: Int) { pcge(param: $p, limite: $l) { total filas { id codigo denominacion esf ern amarre_debe } } }';
const CREAR =
  'mutation($i: CuentaPcgeInput!) { createCuentaPcge(input: $i) { codigo denominacion nivel ern } }';
const ACTUALIZAR =
  'mutation($id: String!, $i: CuentaPcgeInput!) { updateCuentaPcge(id: $id, input: $i) { amarre_debe amarre_haber } }';
const BORRAR = 'mutation($id: String!) { deleteCuentaPcge(id: $id) { deleted_at } }';

const EMPRESA = {
  ruc: '20601234565',
  razon_social: 'Comercial Andina S.A.C.',
  nombre_comercial: 'Andina',
  direccion: 'Av. Javier Prado Este 1234',
  ubigeo: '150131',
  estado: 'ACTIVO',
  condicion: 'HABIDO',
  email: 'conta@andina.pe',
  telefono: '014567890',
  documento_id: '6',
  dni: '45678912',
  representante: 'Rosa Huamán Torres',
};

let t: AppDePrueba;
let ana: string;
let beto: string;
let empresaId: string;
type Pcge = {
  pcge: {
    total: number;
    filas: { id: string; codigo: string; denominacion: string; esf: boolean; ern: boolean }[];
  };
};

beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1');
  await crearUsuario(t, 'beto@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20131312955', razonSocial: 'BETA S.A.' },
  });
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  ana = await token('ana@estudio.pe');
  beto = await token('beto@estudio.pe');
  empresaId =
    (await t.gql<{ createEmpresa: { id: string } }>(CREAR_EMPRESA, { i: EMPRESA }, { token: ana })).data
      ?.createEmpresa.id ?? '';
  const [local] = await t.deps.db
    .select()
    .from(schema.locales)
    .where(eq(schema.locales.empresaId, empresaId));
  const r = await t.gql<{ seleccionarEmpresa: { status: boolean } }>(
    SELECCIONAR,
    { e: empresaId, l: local?.id },
    { token: ana },
  );
  expect(r.data?.seleccionarEmpresa.status).toBe(true);
});
afterAll(() => t.cerrar());

describe('chart of accounts', () => {
  it('copies the full PCGE 2019 into a new company, with report flags by element', async () => {
    const r = await t.gql<Pcge>(PCGE, { l: 5 }, { token: ana });
    expect(r.data?.pcge.total).toBe(1774);
    const banco = await t.gql<Pcge>(PCGE, { p: '1041' }, { token: ana });
    expect(banco.data?.pcge.filas[0]).toMatchObject({ codigo: '1041', esf: true, ern: false });
    const porNombre = await t.gql<Pcge>(PCGE, { p: 'DERECHO DE USO' }, { token: ana });
    expect(porNombre.data?.pcge.filas.some((c) => c.codigo === '32')).toBe(true);
  });

  it('exports the chart, with the list’s filter, to Excel', async () => {
    const EXCEL = 'query($p: String) { excelPCGE(param: $p) { nombre mime base64 } }';
    const r = await t.gql<{ excelPCGE: { nombre: string; base64: string } }>(
      EXCEL,
      { p: '104' },
      { token: ana },
    );
    expect(r.data?.excelPCGE.nombre).toMatch(/^pcge-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const filas = await filasDeExcel(r.data?.excelPCGE.base64 ?? '');
    expect(filas[0]).toEqual(['Plan contable']);
    expect(filas[1]?.slice(0, 4)).toEqual(['Código', 'Denominación', 'Nivel', 'ESF']);
    const codigos = filas.slice(2).map((f) => f[0]);
    expect(codigos[0]).toBe('104');
    expect(codigos.every((c) => c?.startsWith('104'))).toBe(true);
    expect(filas.find((f) => f[0] === '1041')?.[3]).toBe('SI');
    const todas = await t.gql<{ excelPCGE: { base64: string } }>(EXCEL, {}, { token: ana });
    expect((await filasDeExcel(todas.data?.excelPCGE.base64 ?? '')).length - 2).toBe(1774);
    expect((await t.gql(EXCEL, {}, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds an account under an existing parent and refuses orphans, repeats and bad codes', async () => {
    const ok = await t.gql<{ createCuentaPcge: { nivel: number; ern: boolean } }>(
      CREAR,
      { i: { codigo: '62111', denominacion: 'Sueldos planta' } },
      { token: ana },
    );
    expect(ok.data?.createCuentaPcge).toMatchObject({ denominacion: 'SUELDOS PLANTA', nivel: 5, ern: true });
    expect(
      (await t.gql(CREAR, { i: { codigo: '62111', denominacion: 'Otra' } }, { token: ana })).errors?.[0]
        ?.message,
    ).toBe('La cuenta 62111 ya existe');
    expect(
      (await t.gql(CREAR, { i: { codigo: '99999', denominacion: 'Huérfana' } }, { token: ana })).errors?.[0]
        ?.message,
    ).toBe('La cuenta 9999 no existe: créela primero');
    expect(
      (await t.gql(CREAR, { i: { codigo: '1a', denominacion: 'Mala' } }, { token: ana })).errors?.[0]
        ?.message,
    ).toBe('El código de cuenta tiene de 2 a 6 dígitos');
    expect(
      (await t.gql(CREAR, { i: { codigo: '6212', denominacion: '' } }, { token: ana })).errors?.[0]?.message,
    ).toBe('Ingrese la denominación de la cuenta');
  });

  it('sets destination entries only on class 62–68 expenses, to existing 9 and 79 accounts', async () => {
    // Element 9 is the company's own: the PCGE leaves it empty.
    const sinNueve = await t.gql(
      ACTUALIZAR,
      {
        id: (await t.gql<Pcge>(PCGE, { p: '62111' }, { token: ana })).data?.pcge.filas[0]?.id,
        i: { codigo: '62111', denominacion: 'Sueldos planta', amarre_debe: '94', amarre_haber: '791' },
      },
      { token: ana },
    );
    expect(sinNueve.errors?.[0]?.message).toBe('La cuenta de destino 94 no existe en el elemento 9');
    await t.gql(CREAR, { i: { codigo: '94', denominacion: 'Gastos administrativos' } }, { token: ana });
    const cuenta = (await t.gql<Pcge>(PCGE, { p: '62111' }, { token: ana })).data?.pcge.filas[0];
    const r = await t.gql<{ updateCuentaPcge: unknown }>(
      ACTUALIZAR,
      {
        id: cuenta?.id,
        i: { codigo: '62111', denominacion: 'Sueldos planta', amarre_debe: '94', amarre_haber: '791' },
      },
      { token: ana },
    );
    expect(r.data?.updateCuentaPcge).toEqual({ amarre_debe: '94', amarre_haber: '791' });
    const mal = await t.gql(
      ACTUALIZAR,
      { id: cuenta?.id, i: { codigo: '62111', denominacion: 'x', amarre_debe: '1011', amarre_haber: '791' } },
      { token: ana },
    );
    expect(mal.errors?.[0]?.message).toBe('La cuenta de destino 1011 no existe en el elemento 9');
    const banco = (await t.gql<Pcge>(PCGE, { p: '1041' }, { token: ana })).data?.pcge.filas[0];
    const noGasto = await t.gql(
      ACTUALIZAR,
      {
        id: banco?.id,
        i: { codigo: '1041', denominacion: 'Bancos', amarre_debe: '94', amarre_haber: '791' },
      },
      { token: ana },
    );
    expect(noGasto.errors?.[0]?.message).toBe('Solo las cuentas de gastos 62 a 68 tienen amarres de destino');
  });

  it("refuses to delete a parent with active sub-accounts; another company's accounts are FORBIDDEN", async () => {
    const padre = (await t.gql<Pcge>(PCGE, { p: '6211', l: 1 }, { token: ana })).data?.pcge.filas[0];
    expect((await t.gql(BORRAR, { id: padre?.id }, { token: ana })).errors?.[0]?.message).toBe(
      'La cuenta 6211 tiene subcuentas activas',
    );
    expect((await t.gql(BORRAR, { id: padre?.id }, { token: beto })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it("warns when a company's chart is incomplete", async () => {
    const [cuenta] = await t.deps.db
      .select()
      .from(schema.pcgeCuentas)
      .where(eq(schema.pcgeCuentas.codigo, '40'));
    await t.deps.db
      .update(schema.pcgeCuentas)
      .set({ deletedAt: new Date() })
      .where(eq(schema.pcgeCuentas.id, cuenta?.id ?? ''));
    const [local] = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.empresaId, empresaId));
    const r = await t.gql<{ seleccionarEmpresa: { status: boolean } }>(
      SELECCIONAR,
      { e: empresaId, l: local?.id },
      { token: ana },
    );
    expect(r.data?.seleccionarEmpresa.status).toBe(false);
  });
});
