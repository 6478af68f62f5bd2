import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const CREAR = 'mutation($i: PersonaInput!) { createPersona(input: $i) { id numero razon_social } }';
const ACTUALIZAR = 'mutation($id: String!, $i: PersonaInput!) { updatePersona(id: $id, input: $i) { id } }';
const BORRAR = 'mutation($id: String!) { deletePersona(id: $id) { id deleted_at } }';
const ACTIVAR = 'mutation($id: String!) { activatePersona(id: $id) { id deleted_at } }';
const LISTA =
  'query($t: String!, $p: String, $l: Int, $d: Int) { personas(tipo: $t, param: $p, limite: $l, desde: $d) { total filas { numero razon_social } } }';
const POR_NUMERO =
  'query($t: String!, $n: String!) { personaByNumero(tipo: $t, numero: $n) { razon_social observacion cuenta_detraccion } }';
const MASIVO = 'mutation($f: [PersonaInput!]!) { createPersonasMasivo(filas: $f) }';

const CLIENTE = {
  tipo: 'cliente',
  documento_id: '6',
  numero: '20100070970',
  razon_social: 'Supermercados Peruanos S.A.',
  email: 'compras@spsa.pe',
  observacion: 'Cliente mayorista',
  cuenta_detraccion: '00-000-123456',
};

let t: AppDePrueba;
let ana: string;
let beto: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' },
  });
  await crearUsuario(t, 'beto@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20131312955', razonSocial: 'BETA S.A.' },
  });
  await crearUsuario(t, 'sin@estudio.pe', 'Secreta1');
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  ana = await token('ana@estudio.pe');
  beto = await token('beto@estudio.pe');
});
afterAll(() => t.cerrar());

describe('clients and suppliers', () => {
  it.each([
    [{ numero: '20100070971' }, 'RUC no válido'],
    [{ documento_id: '1', numero: '1234567' }, 'El DNI debe tener 8 dígitos'],
    [{ razon_social: '' }, 'Ingrese la razón social o el nombre'],
    [{ tipo: 'otro' }, 'Indique si es cliente o proveedor'],
    [{ email: 'compras' }, 'La dirección de email "compras" es incorrecta'],
  ])('refuses %o and writes nothing', async (cambio, mensaje) => {
    const r = await t.gql(CREAR, { i: { ...CLIENTE, ...cambio } }, { token: ana });
    expect(r.errors?.[0]?.message).toBe(mensaje);
    expect(await t.deps.db.select().from(schema.personas)).toHaveLength(0);
  });

  it('asks for a company to work in first', async () => {
    const sin =
      (await t.gql<Login>(LOGIN, { email: 'sin@estudio.pe', password: 'Secreta1' })).data?.login
        ?.authentication ?? '';
    expect((await t.gql(CREAR, { i: CLIENTE }, { token: sin })).errors?.[0]?.message).toBe(
      '¡Seleccione un Empresa para Trabajar!',
    );
  });

  it("creates in the session's company, refuses a duplicate document, finds by number or name", async () => {
    const r = await t.gql<{ createPersona: { razon_social: string } }>(CREAR, { i: CLIENTE }, { token: ana });
    expect(r.data?.createPersona.razon_social).toBe('SUPERMERCADOS PERUANOS S.A.');
    expect((await t.gql(CREAR, { i: CLIENTE }, { token: ana })).errors?.[0]?.message).toBe(
      'Ya existe una persona con ese documento',
    );
    // The same RUC as a supplier, or in another company, is another record.
    expect(
      (await t.gql(CREAR, { i: { ...CLIENTE, tipo: 'proveedor' } }, { token: ana })).errors,
    ).toBeUndefined();
    expect((await t.gql(CREAR, { i: CLIENTE }, { token: beto })).errors).toBeUndefined();
    const porNombre = await t.gql<{ personas: { total: number } }>(
      LISTA,
      { t: 'cliente', p: 'mercados' },
      { token: ana },
    );
    expect(porNombre.data?.personas.total).toBe(1);
    const porNumero = await t.gql<{ personaByNumero: unknown }>(
      POR_NUMERO,
      { t: 'cliente', n: '20100070970' },
      { token: ana },
    );
    expect(porNumero.data?.personaByNumero).toEqual({
      razon_social: 'SUPERMERCADOS PERUANOS S.A.',
      observacion: 'Cliente mayorista',
      cuenta_detraccion: '00-000-123456',
    });
  });

  it('exports the clients, with the list’s filter, to Excel — only the session company’s', async () => {
    const EXCEL = 'query($p: String) { excelPersonas(tipo: "cliente", param: $p) { nombre base64 } }';
    type Excel = { excelPersonas: { nombre: string; base64: string } };
    const r = await t.gql<Excel>(EXCEL, { p: 'mercados' }, { token: ana });
    expect(r.data?.excelPersonas.nombre).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const filas = await filasDeExcel(r.data?.excelPersonas.base64 ?? '');
    expect(filas[1]?.slice(0, 3)).toEqual(['Tipo doc.', 'Número', 'Razón social o nombre']);
    expect(filas.slice(2).map((f) => f.slice(0, 3))).toEqual([
      ['6', '20100070970', 'SUPERMERCADOS PERUANOS S.A.'],
    ]);
    const deBeto = await t.gql<Excel>(EXCEL, { p: 'mercados' }, { token: beto });
    const suyas = (await filasDeExcel(deBeto.data?.excelPersonas.base64 ?? '')).slice(2);
    expect(suyas.map((f) => f[1])).toEqual(['20100070970']);
    expect(suyas).toHaveLength(1);
  });

  it("never shows or touches another company's persons", async () => {
    const ajenos = await t.gql<{ personas: { filas: { numero: string }[] } }>(
      LISTA,
      { t: 'proveedor' },
      { token: beto },
    );
    expect(ajenos.data?.personas.filas).toEqual([]);
    const [deAna] = await t.deps.db
      .select()
      .from(schema.personas)
      .innerJoin(schema.empresas, eq(schema.empresas.id, schema.personas.empresaId))
      .where(eq(schema.empresas.ruc, '20601234565'));
    const id = deAna?.personas.id ?? '';
    for (const [op, vars] of [
      [ACTUALIZAR, { id, i: { ...CLIENTE, razon_social: 'CAMBIADA' } }],
      [BORRAR, { id }],
      [ACTIVAR, { id }],
    ] as const) {
      expect((await t.gql(op, vars, { token: beto })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const [despues] = await t.deps.db.select().from(schema.personas).where(eq(schema.personas.id, id));
    expect(despues?.razonSocial).toBe('SUPERMERCADOS PERUANOS S.A.');
    expect(despues?.deletedAt).toBeNull();
  });

  it('soft-deletes and re-activates', async () => {
    const [p] = await t.deps.db.select().from(schema.personas).where(eq(schema.personas.tipo, 'proveedor'));
    const borrado = await t.gql<{ deletePersona: { deleted_at: string | null } }>(
      BORRAR,
      { id: p?.id },
      { token: ana },
    );
    expect(borrado.data?.deletePersona.deleted_at).toBeTruthy();
    expect(
      (await t.gql<{ personas: { total: number } }>(LISTA, { t: 'proveedor' }, { token: ana })).data?.personas
        .total,
    ).toBe(0);
    const activo = await t.gql<{ activatePersona: { deleted_at: string | null } }>(
      ACTIVAR,
      { id: p?.id },
      { token: ana },
    );
    expect(activo.data?.activatePersona.deleted_at).toBeNull();
  });

  it('bulk-creates all rows or none, naming every wrong row', async () => {
    const antes = (await t.deps.db.select().from(schema.personas)).length;
    const filas = [
      { tipo: 'cliente', documento_id: '1', numero: '45678912', razon_social: 'Juana Quispe' },
      { tipo: 'cliente', documento_id: '1', numero: '4567891', razon_social: 'Mal DNI' },
      { tipo: 'cliente', documento_id: '1', numero: '45678912', razon_social: 'Repetida' },
    ];
    const malo = await t.gql(MASIVO, { f: filas }, { token: ana });
    expect(malo.errors?.[0]?.message).toBe(
      'Fila 2: El DNI debe tener 8 dígitos; Fila 3: el documento 45678912 está repetido en el archivo',
    );
    expect((await t.deps.db.select().from(schema.personas)).length).toBe(antes);
    const muchas = Array.from({ length: 1200 }, (_, i) => ({
      tipo: 'cliente',
      documento_id: '1',
      numero: String(40000000 + i),
      razon_social: `Cliente ${i}`,
    }));
    const ok = await t.gql<{ createPersonasMasivo: number }>(MASIVO, { f: muchas }, { token: ana });
    expect(ok.data?.createPersonasMasivo).toBe(1200);
    const pagina = await t.gql<{ personas: { total: number; filas: unknown[] } }>(
      LISTA,
      { t: 'cliente', p: '40000', l: 25, d: 25 },
      { token: ana },
    );
    expect(pagina.data?.personas.total).toBe(1000);
    expect(pagina.data?.personas.filas).toHaveLength(25);
  });
});
