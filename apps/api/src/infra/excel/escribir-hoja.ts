import { tareaDeReporte } from '../hilos/hilos-reportes.ts';
import type { TipoColumna, ValorCelda } from './motor-escritura.ts';

export { FORMATOS, type TipoColumna, type ValorCelda } from './motor-escritura.ts';

export type ColumnaExcel<T> = {
  encabezado: string;
  valor: (fila: T) => string | number | boolean | null | undefined;
  tipo?: TipoColumna;
  ancho?: number;
};

export function celda(tipo: TipoColumna, v: string | number | boolean | null | undefined): ValorCelda {
  if (v === null || v === undefined || v === '') return null;
  if (tipo === 'si_no') return v ? 'SI' : 'NO';
  // Decimal strings become numbers only in the sheet, where they are shown, never computed with here.
  if ((tipo === 'monto' || tipo === 'cantidad') && typeof v === 'string') return Number(v);
  return typeof v === 'boolean' ? (v ? 'SI' : 'NO') : v;
}

/** A record's cells as the sheet shows them. */
export const celdasDe = <T>(columnas: readonly ColumnaExcel<T>[], fila: T): ValorCelda[] =>
  columnas.map((c) => celda(c.tipo ?? 'texto', c.valor(fila)));

/** The columns without their functions, as the rendering thread takes them. */
export const columnasDeHoja = <T>(columnas: readonly ColumnaExcel<T>[]) =>
  columnas.map(({ encabezado, tipo, ancho }) => ({ encabezado, tipo, ancho }));

/**
 * One sheet with a title row, a bold header row frozen under it, autofilter, and a row per record.
 * Codes stay text (a leading zero is part of a code). The cells are computed here (the columns' `valor`
 * are functions); the workbook is written on a rendering thread.
 */
export function escribirHojaExcel<T>(
  titulo: string,
  columnas: readonly ColumnaExcel<T>[],
  filas: Iterable<T>,
): Promise<Buffer> {
  return tareaDeReporte('excelHoja', {
    titulo,
    columnas: columnasDeHoja(columnas),
    filas: Array.from(filas, (f) => celdasDe(columnas, f)),
  });
}
