import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ColumnaExcel, celda, FORMATOS } from './escribir-hoja.ts';

/**
 * A book as one sheet written row by row through ExcelJS's streaming writer, so a large book is never
 * held as a workbook: the legal header's lines on top, a bold header row frozen under them, then the
 * rows as they come (`enfasis` rows bold: subtotals and totals). Only the compressed file is kept.
 */
export async function escribirLibroExcel<T>(
  hojaNombre: string,
  encabezado: readonly string[],
  columnas: readonly ColumnaExcel<T>[],
  filas: AsyncIterable<T>,
  enfasis: (fila: T) => boolean = () => false,
): Promise<Buffer> {
  const salida = new PassThrough();
  const partes: Buffer[] = [];
  salida.on('data', (b: Buffer) => partes.push(b));
  const terminado = new Promise<void>((ok, mal) => {
    salida.on('end', ok);
    salida.on('error', mal);
  });
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: salida, useStyles: true });
  libro.creator = 'Kipu';
  const hoja = libro.addWorksheet(hojaNombre.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: encabezado.length + 1 }],
  });
  columnas.forEach((c, i) => {
    const columna = hoja.getColumn(i + 1);
    columna.width = c.ancho ?? Math.max(12, c.encabezado.length + 2);
    const formato = FORMATOS[c.tipo ?? 'texto'];
    if (formato) columna.numFmt = formato;
  });
  encabezado.forEach((texto, i) => {
    const fila = hoja.addRow([texto]);
    fila.font = { bold: true, size: i === 0 ? 13 : 11 };
    fila.commit();
  });
  const cabecera = hoja.addRow(columnas.map((c) => c.encabezado));
  cabecera.font = { bold: true };
  cabecera.alignment = { wrapText: true, vertical: 'middle' };
  cabecera.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  });
  cabecera.commit();
  for await (const f of filas) {
    const fila = hoja.addRow(columnas.map((c) => celda(c.tipo ?? 'texto', c.valor(f))));
    if (enfasis(f)) fila.font = { bold: true };
    fila.commit();
  }
  hoja.commit();
  await libro.commit();
  await terminado;
  return Buffer.concat(partes);
}
