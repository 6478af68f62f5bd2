import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { EMPRESA_ANDINA, LOCAL_MIRAFLORES } from '../helpers/empresa-entrada.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const CREAR = 'mutation($i: EmpresaInput!) { createEmpresa(input: $i) { id } }';
const ACTUALIZAR = 'mutation($id: String!, $i: EmpresaInput!) { updateEmpresa(id: $id, input: $i) { id } }';
const BORRAR = 'mutation($id: String!) { deleteEmpresa(id: $id) { id } }';
const ACTIVAR = 'mutation($id: String!) { activateEmpresa(id: $id) { id } }';
const CREAR_LOCAL =
  'mutation($e: String!, $i: LocalInput!) { createLocal(empresa_id: $e, input: $i) { id } }';
const SERIES = 'query($l: String!) { series(local_id: $l) { tipo_comprobante serie ultimo } }';
const CREAR_SERIE = 'mutation($i: SerieInput!) { createSerie(input: $i) { serie ultimo } }';
const EMPRESAS = '{ empresasUsuario { id ruc razon_social } }';

const EMPRESA = EMPRESA_ANDINA;
const LOCAL = LOCAL_MIRAFLORES;

let t: AppDePrueba;
let ana: string;
let beto: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1');
  await crearUsuario(t, 'beto@estudio.pe', 'Secreta1');
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  ana = await token('ana@estudio.pe');
  beto = await token('beto@estudio.pe');
});
afterAll(() => t.cerrar());

const contarEmpresas = async () => (await t.deps.db.select().from(schema.empresas)).length;

describe('companies', () => {
  it.each([
    [{ ruc: '20601234566' }, 'RUC no válido'],
    [{ ruc: '30601234565' }, 'RUC no válido'],
    [{ razon_social: '  ' }, 'Ingrese la razón social'],
    [{ representante: '' }, 'Ingrese el representante legal'],
    [{ dni: '1234567' }, 'El DNI del representante debe tener 8 dígitos'],
    [{ email: 'andina.pe' }, 'La dirección de email "andina.pe" es incorrecta'],
    [{ ubigeo: '999999' }, 'Seleccione un ubigeo válido'],
  ])('refuses %o with a Spanish message and writes nothing', async (cambio, mensaje) => {
    const antes = await contarEmpresas();
    const r = await t.gql(CREAR, { i: { ...EMPRESA, ...cambio } }, { token: ana });
    expect(r.errors?.[0]?.message).toBe(mensaje);
    expect(await contarEmpresas()).toBe(antes);
  });

  it('creates the company with its fiscal-address local and initial series, granted to its creator', async () => {
    const r = await t.gql<{ createEmpresa: { id: string } }>(CREAR, { i: EMPRESA }, { token: ana });
    const id = r.data?.createEmpresa.id ?? '';
    const [e] = await t.deps.db.select().from(schema.empresas).where(eq(schema.empresas.id, id));
    expect(e).toMatchObject({
      razonSocial: 'COMERCIAL ANDINA S.A.C.',
      email: 'contabilidad@andina.pe',
      distrito: 'SAN ISIDRO',
      estado: 'ACTIVO',
    });
    const [local] = await t.deps.db.select().from(schema.locales).where(eq(schema.locales.empresaId, id));
    expect(local).toMatchObject({ codigoEstablecimiento: '0000', nombreCorto: 'PRINCIPAL' });
    const s = await t.gql<{ series: { tipo_comprobante: string; serie: string; ultimo: number }[] }>(
      SERIES,
      { l: local?.id },
      { token: ana },
    );
    expect(s.data?.series.map((x) => `${x.tipo_comprobante}-${x.serie}`)).toEqual([
      '01-F001',
      '03-B001',
      '07-B001',
      '07-F001',
      '08-B001',
      '08-F001',
      '09-T001',
      '99-NV01',
    ]);
    const detalle = await t.gql<{ empresa: unknown }>(
      'query($id: String!) { empresa(id: $id) { nombre_comercial dni representante ubigeo estado locales { codigo_establecimiento formato_pdf enviar_xml } } }',
      { id },
      { token: ana },
    );
    expect(detalle.data?.empresa).toEqual({
      nombre_comercial: 'Andina',
      dni: '45678912',
      representante: 'Rosa Huamán Torres',
      ubigeo: '150131',
      estado: 'ACTIVO',
      locales: [{ codigo_establecimiento: '0000', formato_pdf: 'A4', enviar_xml: true }],
    });
    const mias = await t.gql<{ empresasUsuario: { ruc: string }[] }>(EMPRESAS, {}, { token: ana });
    expect(mias.data?.empresasUsuario.map((x) => x.ruc)).toEqual(['20601234565']);
  });

  it('exports the companies screen’s list to Excel, each user only their own', async () => {
    const EXCEL = '{ excelEmpresas { nombre base64 } }';
    type Excel = { excelEmpresas: { nombre: string; base64: string } };
    const r = await t.gql<Excel>(EXCEL, {}, { token: ana });
    const filas = await filasDeExcel(r.data?.excelEmpresas.base64 ?? '');
    expect(filas[0]).toEqual(['Empresas']);
    expect(filas.slice(2).map((f) => f.slice(0, 2))).toEqual([['20601234565', 'COMERCIAL ANDINA S.A.C.']]);
    const deBeto = await t.gql<Excel>(EXCEL, {}, { token: beto });
    expect((await filasDeExcel(deBeto.data?.excelEmpresas.base64 ?? '')).slice(2)).toEqual([]);
  });

  it('refuses a second company with the same RUC', async () => {
    const r = await t.gql(CREAR, { i: EMPRESA }, { token: beto });
    expect(r.errors?.[0]?.message).toBe('Ya existe una empresa con el RUC 20601234565');
  });

  it("gives FORBIDDEN on another user's company for every mutation, changing nothing", async () => {
    const [e] = await t.deps.db.select().from(schema.empresas);
    const id = e?.id ?? '';
    const [local] = await t.deps.db.select().from(schema.locales).where(eq(schema.locales.empresaId, id));
    for (const [op, vars] of [
      [ACTUALIZAR, { id, i: { ...EMPRESA, razon_social: 'ROBADA S.A.' } }],
      [BORRAR, { id }],
      [ACTIVAR, { id }],
      [CREAR_LOCAL, { e: id, i: LOCAL }],
      [SERIES, { l: local?.id }],
      [CREAR_SERIE, { i: { local_id: local?.id, tipo_comprobante: '01', serie: 'F999' } }],
    ] as const) {
      const r = await t.gql(op, vars, { token: beto });
      expect(r.errors?.[0]?.extensions?.code, op).toBe('FORBIDDEN');
    }
    const [despues] = await t.deps.db.select().from(schema.empresas).where(eq(schema.empresas.id, id));
    expect(despues?.razonSocial).toBe('COMERCIAL ANDINA S.A.C.');
    expect(despues?.deletedAt).toBeNull();
    expect(
      await t.deps.db.select().from(schema.locales).where(eq(schema.locales.empresaId, id)),
    ).toHaveLength(1);
  });

  it('soft-deletes and re-activates a company', async () => {
    const [e] = await t.deps.db.select().from(schema.empresas);
    const id = e?.id ?? '';
    await t.gql(BORRAR, { id }, { token: ana });
    expect(
      (await t.gql<{ empresasUsuario: unknown[] }>(EMPRESAS, {}, { token: ana })).data?.empresasUsuario,
    ).toEqual([]);
    const conEliminadas = await t.gql<{ empresasUsuario: { id: string }[] }>(
      '{ empresasUsuario(eliminados: true) { id } }',
      {},
      { token: ana },
    );
    expect(conEliminadas.data?.empresasUsuario.map((x) => x.id)).toEqual([id]);
    await t.gql(ACTIVAR, { id }, { token: ana });
    expect(
      (await t.gql<{ empresasUsuario: unknown[] }>(EMPRESAS, {}, { token: ana })).data?.empresasUsuario,
    ).toHaveLength(1);
  });
});

describe('locals and series', () => {
  it('creates a local with its own series numbered by its series code, and refuses a repeated establishment code', async () => {
    const [e] = await t.deps.db.select().from(schema.empresas);
    const r = await t.gql<{ createLocal: { id: string } }>(
      CREAR_LOCAL,
      { e: e?.id, i: LOCAL },
      { token: ana },
    );
    const s = await t.gql<{ series: { serie: string }[] }>(
      SERIES,
      { l: r.data?.createLocal.id },
      { token: ana },
    );
    expect(new Set(s.data?.series.map((x) => x.serie))).toEqual(new Set(['F002', 'B002', 'T002', 'NV02']));
    const [guardado] = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.id, r.data?.createLocal.id ?? ''));
    expect(guardado?.codigoSunat).toBe('0001');
    const otra = await t.gql(CREAR_LOCAL, { e: e?.id, i: { ...LOCAL, codigo_serie: '003' } }, { token: ana });
    expect(otra.errors?.[0]?.message).toBe('Ya existe un local con ese código de establecimiento');
    const malo = await t.gql(
      CREAR_LOCAL,
      { e: e?.id, i: { ...LOCAL, codigo_establecimiento: '12' } },
      { token: ana },
    );
    expect(malo.errors?.[0]?.message).toBe(
      'El código de establecimiento SUNAT tiene 4 dígitos (0000 = domicilio fiscal)',
    );
  });

  it('adds a series with SUNAT’s form and a starting number, refusing wrong prefixes and repeats', async () => {
    const [local] = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.codigoEstablecimiento, '0000'));
    const ok = await t.gql<{ createSerie: { serie: string; ultimo: number } }>(
      CREAR_SERIE,
      { i: { local_id: local?.id, tipo_comprobante: '01', serie: 'fc01', desde: 120 } },
      { token: ana },
    );
    expect(ok.data?.createSerie).toEqual({ serie: 'FC01', ultimo: 120 });
    const mala = await t.gql(
      CREAR_SERIE,
      { i: { local_id: local?.id, tipo_comprobante: '03', serie: 'F005' } },
      { token: ana },
    );
    expect(mala.errors?.[0]?.message).toBe('La serie de una boleta debe empezar con B (por ejemplo B001)');
    const repetida = await t.gql(
      CREAR_SERIE,
      { i: { local_id: local?.id, tipo_comprobante: '01', serie: 'F001' } },
      { token: ana },
    );
    expect(repetida.errors?.[0]?.message).toBe('Ya existe una serie con ese código en la empresa');
    // The carrier's remission guides (31) are numbered in V series.
    const transportista = await t.gql<{ createSerie: { serie: string; ultimo: number } }>(
      CREAR_SERIE,
      { i: { local_id: local?.id, tipo_comprobante: '31', serie: 'v001' } },
      { token: ana },
    );
    expect(transportista.data?.createSerie).toEqual({ serie: 'V001', ultimo: 0 });
    const guiaMala = await t.gql(
      CREAR_SERIE,
      { i: { local_id: local?.id, tipo_comprobante: '31', serie: 'T009' } },
      { token: ana },
    );
    expect(guiaMala.errors?.[0]?.message).toBe(
      'La serie de una guía de remisión transportista debe empezar con V (por ejemplo V001)',
    );
  });
});
