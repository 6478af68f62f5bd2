import ExcelJS from 'exceljs';

/** How a column's values are written: amounts and quantities as numbers Excel can add up. */
export type TipoColumna = 'texto' | 'monto' | 'cantidad' | 'si_no';

export type ColumnaExcel<T> = {
  encabezado: string;
  valor: (fila: T) => string | number | boolean | null | undefined;
  tipo?: TipoColumna;
  ancho?: number;
};

export const FORMATOS: Partial<Record<TipoColumna, string>> = { monto: '#,##0.00', cantidad: '#,##0.####' };

export function celda(tipo: TipoColumna, v: string | number | boolean | null | undefined): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (tipo === 'si_no') return v ? 'SI' : 'NO';
  // Decimal strings become numbers only in the sheet, where they are shown, never computed with here.
  if ((tipo === 'monto' || tipo === 'cantidad') && typeof v === 'string') return Number(v);
  return typeof v === 'boolean' ? (v ? 'SI' : 'NO') : v;
}

/**
 * One sheet with a title row, a bold header row frozen under it, autofilter, and a row per record.
 * Codes stay text (a leading zero is part of a code).
 */
export async function escribirHojaExcel<T>(
  titulo: string,
  columnas: readonly ColumnaExcel<T>[],
  filas: Iterable<T>,
): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Kipu';
  const hoja = libro.addWorksheet(titulo.slice(0, 31));
  hoja.addRow([titulo]).font = { bold: true, size: 13 };
  const cabecera = hoja.addRow(columnas.map((c) => c.encabezado));
  cabecera.font = { bold: true };
  cabecera.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  });
  columnas.forEach((c, i) => {
    const columna = hoja.getColumn(i + 1);
    columna.width = c.ancho ?? Math.max(12, c.encabezado.length + 2);
    const formato = FORMATOS[c.tipo ?? 'texto'];
    if (formato) columna.numFmt = formato;
  });
  for (const fila of filas) hoja.addRow(columnas.map((c) => celda(c.tipo ?? 'texto', c.valor(fila))));
  hoja.views = [{ state: 'frozen', ySplit: 2 }];
  hoja.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: columnas.length } };
  return Buffer.from(await libro.xlsx.writeBuffer());
}
