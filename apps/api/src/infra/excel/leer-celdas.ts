import type ExcelJS from 'exceljs';
import { tareaDeReporte } from '../hilos/hilos-reportes.ts';
import { copiaTransferible } from './leer-hoja.ts';

/**
 * Every row of an .xlsx's first sheet as the text of its cells, title rows included: for files whose
 * header is not on the first row (bank statements put the bank, the account and the period above it).
 * Read on a rendering thread.
 */
export function leerCeldasPrimeraHoja(datos: Buffer): Promise<string[][]> {
  const { copia, transferir } = copiaTransferible(datos);
  return tareaDeReporte('excelCeldas', copia, transferir);
}

/**
 * Every row of an .xlsx's first sheet as its cells' values (Date, number, text, formula with its result),
 * row n at index n - 1; undefined when the file has no sheet. Read on a rendering thread.
 */
export function leerValoresPrimeraHoja(datos: Buffer): Promise<ExcelJS.CellValue[][] | undefined> {
  const { copia, transferir } = copiaTransferible(datos);
  return tareaDeReporte('excelValores', copia, transferir);
}

/** YYYY-MM-DD from YYYY-MM-DD or DD/MM/YYYY (as typed in Peru), if it is a real date. */
export function leerFecha(texto: string): string | undefined {
  const dmy = texto.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  const iso = dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : texto;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso) ? iso : undefined;
}
