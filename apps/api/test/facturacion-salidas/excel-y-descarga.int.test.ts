import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emisorDePrueba, RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { CLIENTE_RUC, type Emitido, emitirYEsperar, FACTURA } from './comprobantes-de-prueba.ts';

const EXCEL = /* GraphQL */ `
  query($filtro: FiltroComprobantesInput) { excelComprobantes(filtro: $filtro) { nombre mime base64 } }`;
const ZIP = /* GraphQL */ `
  query($filtro: FiltroComprobantesInput, $archivos: [ArchivoComprobante!]!) {
    descargaMasivaComprobantes(filtro: $filtro, archivos: $archivos) { nombre mime base64 }
  }`;

type Archivo = { nombre: string; mime: string; base64: string };
type Filtro = { tipo?: string; desde?: string; hasta?: string; param?: string; contingencia?: boolean };

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let factura: Emitido;
let conBolsas: Emitido;
let boleta: Emitido;
let nota: Emitido;

const base = (tipo: string, c: Emitido) => `${RUC_EMISOR}-${tipo}-${c.serie}-${c.numero}`;

async function excel(filtro: Filtro = {}, token = ana.token) {
  const r = await t.gql<{ excelComprobantes: Archivo }>(EXCEL, { filtro }, { token });
  return { errores: r.errors, archivo: r.data?.excelComprobantes };
}

/** The data rows of an exported sheet (after its title and header), with cells as ExcelJS reads them. */
async function filas(archivo: Archivo | undefined): Promise<ExcelJS.CellValue[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(Buffer.from(archivo?.base64 ?? '', 'base64') as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
  const todas: ExcelJS.CellValue[][] = [];
  hoja?.eachRow((fila) => {
    todas.push((fila.values as ExcelJS.CellValue[]).slice(1));
  });
  return todas;
}

async function zip(archivos: string[], filtro: Filtro = {}, token = ana.token) {
  const r = await t.gql<{ descargaMasivaComprobantes: Archivo }>(ZIP, { filtro, archivos }, { token });
  const archivo = r.data?.descargaMasivaComprobantes;
  return {
    errores: r.errors,
    archivo,
    entradas: archivo ? unzipSync(Buffer.from(archivo.base64, 'base64')) : {},
  };
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  factura = await emitirYEsperar(t, ana.token, FACTURA);
  conBolsas = await emitirYEsperar(t, ana.token, {
    ...FACTURA,
    lineas: [
      { descripcion: 'Libro', cantidad: '1', valor_unitario: '50', afectacion: '20' },
      { descripcion: 'Servicio', cantidad: '1', precio_unitario: '118', afectacion: '10' },
      { descripcion: 'Bolsa', cantidad: '2', precio_unitario: '0.10', afectacion: '10', icbper: true },
    ],
  });
  boleta = await emitirYEsperar(t, ana.token, {
    tipo: '03',
    cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
    lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '3', precio_unitario: '15.50', afectacion: '10' }],
  });
  nota = await emitirYEsperar(t, ana.token, {
    tipo: '07',
    cliente: CLIENTE_RUC,
    lineas: FACTURA.lineas,
    afectado: { tipo: '01', serie: factura.serie, numero: factura.numero },
    motivo: { codigo: '01', descripcion: 'Anulación de la operación' },
  });
}, 180_000);
afterAll(() => t.cerrar());

describe('excelComprobantes', () => {
  it("writes the list's documents, newest first, with amounts as numbers of two decimals", async () => {
    expect([factura, conBolsas, boleta, nota].map((c) => c.estado)).toEqual([
      'aceptado',
      'aceptado',
      'aceptado',
      'aceptado',
    ]);
    const { errores, archivo } = await excel();
    expect(errores).toBeUndefined();
    expect(archivo?.nombre).toMatch(/^comprobantes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [titulo, cabecera, ...datos] = await filas(archivo);
    expect(titulo).toEqual(['Comprobantes']);
    expect(cabecera).toEqual([
      'Fecha',
      'Tipo',
      'Serie-número',
      'Tipo doc. cliente',
      'Doc. cliente',
      'Cliente',
      'Moneda',
      'Gravadas',
      'Exoneradas',
      'Inafectas',
      'IGV',
      'ICBPER',
      'Total',
      'Doc. modificado',
      'Estado',
      'Código SUNAT',
    ]);
    expect(datos.map((f) => `${f[1]} ${f[2]}`)).toEqual(['07 F001-1', '03 B001-1', '01 F001-2', '01 F001-1']);
    const [fNota, , fBolsas, fFactura] = datos;
    expect(fFactura?.slice(1)).toEqual([
      '01',
      'F001-1',
      '6',
      '20100070970',
      'DISTRIBUIDORA NORTE S.A.',
      'PEN',
      200,
      0,
      0,
      36,
      0,
      236,
      undefined,
      'aceptado',
      '0',
    ]);
    // Exonerated sales and the bag tax (2 bags × S/ 0.50) have columns of their own.
    expect(fBolsas?.slice(7, 13)).toEqual([100.17, 50, 0, 18.03, 1, 169.2]);
    expect(fNota?.[13]).toBe('F001-1');
  });

  it('formats the amount columns with two decimals', async () => {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(
      Buffer.from((await excel()).archivo?.base64 ?? '', 'base64') as unknown as ArrayBuffer,
    );
    const fila = libro.worksheets[0]?.getRow(3);
    expect(fila?.getCell(13).value).toBe(236);
    expect(fila?.getCell(13).numFmt).toBe('#,##0.00');
    expect(fila?.getCell(5).value).toBe('20100070970');
  });

  it("takes the list's filters: type, dates and search", async () => {
    const soloNotas = await filas((await excel({ tipo: '07' })).archivo);
    expect(soloNotas.slice(2).map((f) => f[2])).toEqual(['F001-1']);
    const porCliente = await filas((await excel({ param: 'quispe' })).archivo);
    expect(porCliente.slice(2).map((f) => f[2])).toEqual(['B001-1']);
    const futuro = await filas((await excel({ desde: '2999-01-01' })).archivo);
    expect(futuro).toHaveLength(2);
    const mala = await excel({ desde: '01/02/2026' });
    expect(mala.errores?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(mala.errores?.[0]?.message).toBe('Las fechas van como AAAA-MM-DD');
  });

  it('separates the documents issued on paper during an outage (contingencia)', async () => {
    await t.deps.db
      .update(schema.comprobantes)
      .set({ contingencia: true })
      .where(eq(schema.comprobantes.id, boleta.id));
    const enContingencia = await filas((await excel({ contingencia: true })).archivo);
    expect(enContingencia.slice(2).map((f) => f[2])).toEqual(['B001-1']);
    const electronicos = await filas((await excel({ contingencia: false })).archivo);
    expect(electronicos.slice(2).map((f) => f[2])).toEqual(['F001-1', 'F001-2', 'F001-1']);
    const deBoleta = await zip(['XML'], { contingencia: true });
    expect(Object.keys(deBoleta.entradas)).toEqual([`${base('03', boleta)}.xml`]);
  });
});

describe('descargaMasivaComprobantes', () => {
  it('zips the XML, CDR and PDF of each document under the names SUNAT gives them', async () => {
    const { errores, archivo, entradas } = await zip(['XML', 'CDR', 'PDF'], { tipo: '01' });
    expect(errores).toBeUndefined();
    expect(archivo?.nombre).toMatch(new RegExp(`^comprobantes-${RUC_EMISOR}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    expect(archivo?.mime).toBe('application/zip');
    const f1 = base('01', factura);
    const f2 = base('01', conBolsas);
    expect(Object.keys(entradas).sort()).toEqual(
      [`${f1}.pdf`, `${f1}.xml`, `R-${f1}.zip`, `${f2}.pdf`, `${f2}.xml`, `R-${f2}.zip`].sort(),
    );
    const guardadas = await t.deps.db.select().from(schema.comprobantes);
    const fila = guardadas.find((c) => c.id === factura.id);
    expect(Buffer.from(entradas[`${f1}.xml`] ?? []).toString()).toBe(fila?.xmlFirmado);
    expect(Buffer.from(entradas[`R-${f1}.zip`] ?? []).toString('base64')).toBe(fila?.cdrBase64);
    const texto = await textoDePdf(Buffer.from(entradas[`${f2}.pdf`] ?? []));
    expect(texto).toContain('F001-2');
    expect(texto).toContain('169.20');
  });

  it('holds only the kinds of file asked for, of every document the filter selects', async () => {
    const { entradas } = await zip(['XML']);
    expect(Object.keys(entradas).sort()).toEqual(
      [base('01', factura), base('01', conBolsas), base('03', boleta), base('07', nota)]
        .map((n) => `${n}.xml`)
        .sort(),
    );
    const soloCdr = await zip(['CDR'], { param: 'B001-1' });
    expect(Object.keys(soloCdr.entradas)).toEqual([`R-${base('03', boleta)}.zip`]);
  });

  it('answers in Spanish when nothing is asked or nothing matches, and keeps companies apart', async () => {
    const nada = await zip([]);
    expect(nada.errores?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(nada.errores?.[0]?.message).toBe('Elija qué archivos descargar: XML, CDR o PDF');
    const ninguno = await zip(['XML'], { desde: '2999-01-01' });
    expect(ninguno.errores?.[0]?.message).toBe('No hay comprobantes con estos filtros');
    // Beto's company has no documents: Ana's are not in his exports.
    const deBeto = await zip(['XML'], {}, beto.token);
    expect(deBeto.errores?.[0]?.message).toBe('No hay comprobantes con estos filtros');
    expect(await filas((await excel({}, beto.token)).archivo)).toHaveLength(2);
  });

  it('refuses more than 500 documents, while the Excel still lists them all', async () => {
    const [modelo] = await t.deps.db.select().from(schema.comprobantes).limit(1);
    if (!modelo) throw new Error('sin comprobantes');
    const { id: _id, createdAt: _c, updatedAt: _u, ...resto } = modelo;
    await t.deps.db
      .insert(schema.comprobantes)
      .values(Array.from({ length: 500 }, (_, i) => ({ ...resto, serie: 'F002', numero: i + 1 })));
    const r = await zip(['XML']);
    expect(r.errores?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errores?.[0]?.message).toBe(
      'La descarga masiva admite hasta 500 comprobantes y los filtros eligen 504: acote las fechas o el tipo',
    );
    expect(await filas((await excel()).archivo)).toHaveLength(504 + 2);
    const acotada = await zip(['XML'], { param: 'F002' });
    expect(Object.keys(acotada.entradas)).toHaveLength(500);
  });
});
