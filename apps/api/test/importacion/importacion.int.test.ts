import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { libroExcel as libro, type OpcionesSubida, subirImportacion } from '../helpers/subir-importacion.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const IMPORTACION =
  'query($id: String!) { importacion(id: $id) { id tipo estado total_filas filas filas_validas errores { fila mensaje } solo_validas progreso error } }';
const LISTA = 'query($t: String) { importaciones(tipo: $t) { id tipo estado filas_validas } }';
const PLANTILLA = 'query($t: String!) { plantillaImportacion(tipo: $t) { nombre mime base64 } }';

type Importacion = {
  id: string;
  tipo: string;
  estado: string;
  total_filas: number;
  filas: number;
  filas_validas: number;
  errores: { fila: number; mensaje: string }[];
  solo_validas: boolean;
  progreso: number;
  error: string | null;
};

const CABECERA_PERSONAS = ['tipo_documento', 'numero', 'razon_social', 'direccion', 'ubigeo', 'email'];
const SPSA = [
  '6',
  '20100070970',
  'Supermercados Peruanos S.A.',
  'CAL. MORELLI 181',
  '150131',
  'compras@spsa.pe',
];
const ROSA = ['1', '45678912', 'Huamán Torres Rosa', '', '', ''];
const GLORIA = ['6', '20100190797', 'Gloria S.A.', '', '080101', ''];

let t: AppDePrueba;
let ana: string;
let beto: string;
let mozo: string;
let empresaAna: string;

const subir = (tipo: string, archivo: Buffer, token: string, opciones: OpcionesSubida = {}) =>
  subirImportacion(t, tipo, archivo, token, opciones);

const consultar = async (id: string, token = ana) =>
  (await t.gql<{ importacion: Importacion }>(IMPORTACION, { id }, { token })).data?.importacion;

/** Uploads a file and waits for its job to end; answers the finished job. */
async function importar(
  tipo: string,
  filas: (string | number)[][],
  opciones: { soloValidas?: boolean } = {},
): Promise<Importacion> {
  const r = await subir(tipo, await libro(filas), ana, opciones);
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().id as string;
  await expect
    .poll(async () => (await consultar(id))?.estado, { timeout: 20_000, interval: 50 })
    .not.toBe('en_curso');
  const fin = await consultar(id);
  if (!fin) throw new Error('importación no encontrada');
  return fin;
}

const personas = (tipo: 'cliente' | 'proveedor') =>
  t.deps.db
    .select()
    .from(schema.personas)
    .where(and(eq(schema.personas.empresaId, empresaAna), eq(schema.personas.tipo, tipo)));

beforeAll(async () => {
  t = await crearAppDePrueba();
  const u = await crearUsuario(t, 'ana@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' },
  });
  await crearUsuario(t, 'beto@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20131312955', razonSocial: 'BETA S.A.' },
  });
  await crearUsuario(t, 'mozo@estudio.pe', 'Secreta1', {
    rolId: '1990d988',
    empresa: { ruc: '20100070970', razonSocial: 'MOZOS S.A.' },
  });
  const [vinculo] = await t.deps.db
    .select()
    .from(schema.usuarioEmpresas)
    .where(eq(schema.usuarioEmpresas.usuarioId, u.id));
  empresaAna = vinculo?.empresaId ?? '';
  const token = async (email: string) =>
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  ana = await token('ana@estudio.pe');
  beto = await token('beto@estudio.pe');
  mozo = await token('mozo@estudio.pe');
});
afterAll(() => t.cerrar());

describe('mass import of clients and suppliers', () => {
  it('a clean file imports every row, with the place of its ubigeo', async () => {
    const fin = await importar('clientes', [CABECERA_PERSONAS, SPSA, ROSA]);
    expect(fin).toMatchObject({
      tipo: 'clientes',
      estado: 'terminada',
      total_filas: 2,
      filas: 2,
      filas_validas: 2,
      errores: [],
      solo_validas: false,
      progreso: 1,
    });
    const filas = await personas('cliente');
    expect(filas.map((p) => p.razonSocial).sort()).toEqual([
      'HUAMÁN TORRES ROSA',
      'SUPERMERCADOS PERUANOS S.A.',
    ]);
    expect(filas.find((p) => p.numero === '20100070970')).toMatchObject({
      distrito: 'SAN ISIDRO',
      email: 'compras@spsa.pe',
    });
  });

  it('one wrong row writes nothing and the report names the row and what is wrong', async () => {
    const fin = await importar('proveedores', [
      CABECERA_PERSONAS,
      SPSA,
      ['6', '20100070971', 'RUC ERRADO S.A.', '', '', ''],
      ['1', '4567891', 'DNI CORTO', '', '999999', ''],
      GLORIA,
    ]);
    expect(fin).toMatchObject({ estado: 'terminada', total_filas: 4, filas_validas: 0 });
    expect(fin.errores).toEqual([
      { fila: 2, mensaje: 'RUC no válido' },
      { fila: 3, mensaje: 'El ubigeo 999999 no existe' },
    ]);
    expect(await personas('proveedor')).toHaveLength(0);
  });

  it('with solo_validas only the valid rows are written', async () => {
    const fin = await importar(
      'proveedores',
      [CABECERA_PERSONAS, SPSA, ['6', '20100070971', 'RUC ERRADO S.A.', '', '', ''], GLORIA],
      { soloValidas: true },
    );
    expect(fin).toMatchObject({ estado: 'terminada', solo_validas: true, filas_validas: 2 });
    expect(fin.errores).toEqual([{ fila: 2, mensaje: 'RUC no válido' }]);
    expect((await personas('proveedor')).map((p) => p.numero).sort()).toEqual(['20100070970', '20100190797']);
  });

  it('refuses a document repeated in the file or already registered', async () => {
    const fin = await importar('clientes', [CABECERA_PERSONAS, GLORIA, GLORIA, ROSA]);
    expect(fin.filas_validas).toBe(0);
    expect(fin.errores).toEqual([
      { fila: 2, mensaje: 'El documento 20100190797 ya está en la fila 1' },
      { fila: 3, mensaje: 'Ya existe un cliente con el documento 45678912' },
    ]);
    expect(await personas('cliente')).toHaveLength(2);
  });

  it('a file without the required columns fails with the reason', async () => {
    const fin = await importar('clientes', [
      ['ruc', 'nombre'],
      ['20100070970', 'X'],
    ]);
    expect(fin).toMatchObject({
      estado: 'fallida',
      error: 'Faltan las columnas tipo_documento, numero, razon_social: use la plantilla de la importación',
    });
  });
});

describe('mass import of categories, products and prices', () => {
  it('imports categories, then products that name them, then their prices in a price list', async () => {
    const cats = await importar('categorias', [
      ['codigo', 'nombre'],
      ['BEB', 'Bebidas'],
      ['ABR', 'Abarrotes'],
    ]);
    expect(cats).toMatchObject({ estado: 'terminada', filas_validas: 2 });

    const prods = await importar('productos', [
      ['codigo', 'descripcion', 'codigo_categoria', 'tipo_igv', 'precio_unitario', 'stock', 'icbper'],
      ['P001', 'GASEOSA 500 ML', 'BEB', '10', '2.50', 'SI', 'NO'],
      ['P002', 'ARROZ 1 KG', 'ABR', '20', '4.20', '', ''],
      ['P003', 'BOLSA', 'XXX', '10', '0.10', 'SI', 'SI'],
      ['P004', 'AGUA', 'BEB', '10', '1.50', 'QUIZAS', ''],
    ]);
    expect(prods.errores).toEqual([
      { fila: 3, mensaje: 'No existe la categoría XXX' },
      { fila: 4, mensaje: 'La columna stock debe ser SI o NO' },
    ]);
    expect(prods.filas_validas).toBe(0);

    const buenos = await importar('productos', [
      ['codigo', 'descripcion', 'codigo_categoria', 'tipo_igv', 'precio_unitario'],
      ['P001', 'GASEOSA 500 ML', 'BEB', '10', 2.5],
      ['P002', 'ARROZ 1 KG', 'ABR', '20', '4.20'],
    ]);
    expect(buenos).toMatchObject({ estado: 'terminada', filas_validas: 2, errores: [] });
    const productos = await t.deps.db
      .select()
      .from(schema.productos)
      .where(eq(schema.productos.empresaId, empresaAna));
    const gaseosa = productos.find((p) => p.codigo === 'P001');
    // The value without IGV follows from the price at 18 %; the exonerated one keeps price = value.
    expect(gaseosa?.valorUnitario).toBe('2.1186440678');
    expect(productos.find((p) => p.codigo === 'P002')?.valorUnitario).toBe('4.2000000000');

    const [local] = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.empresaId, empresaAna));
    await t.deps.db.insert(schema.categoriasPrecio).values({
      empresaId: empresaAna,
      localId: local?.id ?? '',
      codigo: 'MAYOR',
      descripcion: 'MAYORISTA',
    });
    const cabecera = ['codigo_producto', 'codigo_categoria_precio', 'precio'];
    const precios = await importar('precios', [cabecera, ['P001', 'MAYOR', '2.30'], ['P002', 'MAYOR', '4']]);
    expect(precios).toMatchObject({ estado: 'terminada', filas_validas: 2 });
    // A second load replaces a price already set; unknown codes are named.
    const otra = await importar(
      'precios',
      [
        cabecera,
        ['P001', 'MAYOR', '2.2'],
        ['P009', 'MAYOR', '1'],
        ['P002', 'OFERTA', '1'],
        ['P002', 'MAYOR', '-1'],
      ],
      { soloValidas: true },
    );
    expect(otra.errores).toEqual([
      { fila: 2, mensaje: 'No existe el producto P009' },
      { fila: 3, mensaje: 'No existe la categoría de precio OFERTA en el local' },
      { fila: 4, mensaje: 'El precio "-1" no es un número válido (no negativo, hasta 10 decimales)' },
    ]);
    const guardados = await t.deps.db.select().from(schema.productoPrecios);
    expect(guardados.map((p) => p.precio).sort()).toEqual(['2.2000000000', '4.0000000000']);
  });
});

describe('templates, tenancy and permissions', () => {
  it('the template has the headers, an example row and an Instrucciones sheet', async () => {
    const r = await t.gql<{ plantillaImportacion: { nombre: string; base64: string } }>(
      PLANTILLA,
      { t: 'productos' },
      { token: ana },
    );
    const archivo = r.data?.plantillaImportacion;
    expect(archivo?.nombre).toMatch(/^plantilla-productos-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [cabecera, ejemplo] = await filasDeExcel(archivo?.base64 ?? '');
    expect(cabecera?.slice(0, 4)).toEqual(['codigo', 'descripcion', 'codigo_barras', 'codigo_sunat']);
    expect(ejemplo?.[0]).toBe('P0001');
    const l = new ExcelJS.Workbook();
    await l.xlsx.load(Buffer.from(archivo?.base64 ?? '', 'base64') as unknown as ArrayBuffer);
    const ayuda = l.getWorksheet('Instrucciones');
    expect(ayuda?.getRow(2).values).toEqual([
      undefined,
      'codigo',
      'SI',
      'Código del producto, único en la empresa (hasta 30 caracteres)',
    ]);
    expect((await t.gql(PLANTILLA, { t: 'planetas' }, { token: ana })).errors?.[0]?.message).toBe(
      'No existe la importación de planetas',
    );
  });

  it("another company's job is FORBIDDEN, and the list holds only the company's jobs", async () => {
    const r = await subir('clientes', await libro([CABECERA_PERSONAS, SPSA]), beto);
    const id = r.json().id as string;
    const ajena = await t.gql(IMPORTACION, { id }, { token: ana });
    expect(ajena.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await consultar(id, beto))?.tipo).toBe('clientes');
    const lista = await t.gql<{ importaciones: { id: string; tipo: string }[] }>(LISTA, {}, { token: ana });
    expect(lista.data?.importaciones.length).toBeGreaterThanOrEqual(5);
    expect(lista.data?.importaciones.map((i) => i.id)).not.toContain(id);
    const soloPrecios = await t.gql<{ importaciones: { tipo: string }[] }>(
      LISTA,
      { t: 'precios' },
      { token: ana },
    );
    expect(new Set(soloPrecios.data?.importaciones.map((i) => i.tipo))).toEqual(new Set(['precios']));
  });

  it('a user without the mass-import permission is FORBIDDEN', async () => {
    const r = await subir('clientes', await libro([CABECERA_PERSONAS, SPSA]), mozo);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses what is not an .xlsx, an unknown type and a missing token, in Spanish', async () => {
    const csv = await subir('clientes', Buffer.from('tipo_documento,numero\n6,20100070970\n'), ana, {
      nombre: 'clientes.csv',
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error).toBe('El archivo debe ser un libro de Excel (.xlsx)');
    const disfrazado = await subir('clientes', Buffer.from('no soy un excel'), ana, { nombre: 'x.xlsx' });
    expect(disfrazado.json().error).toBe('El archivo debe ser un libro de Excel (.xlsx)');
    const grande = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 1024 * 1024)]);
    const excesivo = await subir('clientes', grande, ana);
    expect(excesivo.statusCode).toBe(400);
    expect(excesivo.json().error).toBe('El archivo supera los 10 MB');
    const tipo = await subir('planetas', await libro([['a'], ['b']]), ana);
    expect(tipo.json().error).toBe('No existe la importación de planetas');
    const anonimo = await t.app.inject({ method: 'POST', url: '/importacion/clientes' });
    expect(anonimo.statusCode).toBe(401);
  });
});
