import { celdasCsv } from '@kipu/db';
import type { ColumnasExtracto } from '@kipu/peru/conciliacion/columnas-extracto';
import { type ExtractoLeido, leerExtracto } from '@kipu/peru/conciliacion/leer-extracto';
import { leerCeldasPrimeraHoja } from '../../../infra/excel/leer-celdas.ts';
import { entradaInvalida } from '../../../shared/errores.ts';

/** A statement as the screen sends it: the file in base64, and the columns when the person mapped them. */
export type ArchivoExtracto = {
  nombre_archivo: string;
  archivo_base64: string;
  columnas?: ColumnasExtractoEntrada | null;
};

export type ColumnasExtractoEntrada = {
  fecha?: number | null;
  descripcion?: number | null;
  numero_operacion?: number | null;
  cargo?: number | null;
  abono?: number | null;
  importe?: number | null;
  saldo?: number | null;
};

const MAX_BYTES = 5 * 1024 * 1024;
const ZIP = Buffer.from('PK\x03\x04', 'binary');

/** A mapping given by the person (column numbers from 1), or none: the header row is recognised. */
function mapeo(c: ColumnasExtractoEntrada | null | undefined): ColumnasExtracto | undefined {
  if (!c) return undefined;
  const m: ColumnasExtracto = {};
  const campos = {
    fecha: c.fecha,
    descripcion: c.descripcion,
    numeroOperacion: c.numero_operacion,
    cargo: c.cargo,
    abono: c.abono,
    importe: c.importe,
    saldo: c.saldo,
  };
  for (const [campo, col] of Object.entries(campos)) {
    if (col === null || col === undefined) continue;
    if (!Number.isInteger(col) || col < 1 || col > 100)
      throw entradaInvalida('Las columnas se indican con números de 1 a 100');
    m[campo as keyof ColumnasExtracto] = col;
  }
  return Object.keys(m).length > 0 ? m : undefined;
}

/** CSV from banks and spreadsheets: ';' when the header row has more of them than of ','. */
function celdasDeTexto(datos: Buffer): string[][] {
  const utf8 = datos.toString('utf8');
  // Files saved by Excel in Spanish are often Windows-1252: an invalid UTF-8 byte means Latin-1.
  const texto = (utf8.includes('\uFFFD') ? datos.toString('latin1') : utf8).replace(/^\uFEFF/, '');
  const primera = texto.split(/\r?\n/).find((f) => f.trim() !== '') ?? '';
  const separador = (primera.match(/;/g)?.length ?? 0) > (primera.match(/,/g)?.length ?? 0) ? ';' : ',';
  return celdasCsv(texto, separador);
}

/**
 * Reads the statement file (.xlsx, or .csv/.txt text) of a month and checks every row; a file that
 * cannot be read or whose columns cannot be told answers BAD_USER_INPUT.
 */
export async function leerArchivoExtracto(a: ArchivoExtracto, periodo: string): Promise<ExtractoLeido> {
  const datos = Buffer.from(a.archivo_base64 ?? '', 'base64');
  if (datos.length === 0) throw entradaInvalida('Adjunte el extracto bancario (Excel o CSV)');
  if (datos.length > MAX_BYTES) throw entradaInvalida('El extracto supera los 5 MB');
  const nombre = (a.nombre_archivo ?? '').toLowerCase();
  let celdas: string[][];
  if (datos.subarray(0, 4).equals(ZIP)) {
    celdas = await leerCeldasPrimeraHoja(datos).catch(() => {
      throw entradaInvalida('No se pudo leer el extracto: guárdelo como libro de Excel (.xlsx) o CSV');
    });
  } else if (/\.(csv|txt)$/.test(nombre)) celdas = celdasDeTexto(datos);
  else throw entradaInvalida('El extracto debe ser un libro de Excel (.xlsx) o un archivo CSV');
  const r = leerExtracto(celdas, periodo, mapeo(a.columnas));
  if ('error' in r) throw entradaInvalida(r.error);
  return r;
}

/** The Spanish report of the wrong rows, for a refused import. */
export function mensajeDeErrores(r: ExtractoLeido): string {
  const primeras = r.errores.slice(0, 20).map((e) => `fila ${e.fila}: ${e.mensaje}`);
  const mas = r.errores.length > 20 ? `; y ${r.errores.length - 20} más` : '';
  const n = r.errores.length;
  return `El extracto tiene ${n} ${n === 1 ? 'fila con error' : 'filas con errores'} y no se guardó nada: ${primeras.join('; ')}${mas}`;
}
