import { PassThrough } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/**
 * Writing .xlsx files, the CPU-bound part (XML and zip), run on a rendering thread. Everything comes
 * in as plain data: the cells already computed from the records, the columns as their header, kind
 * and width.
 */

/** How a column's values are written: amounts and quantities as numbers Excel can add up. */
export type TipoColumna = 'texto' | 'monto' | 'cantidad' | 'si_no';
export type ValorCelda = string | number | null;
export type ColumnaDeHoja = {
  encabezado: string;
  tipo?: TipoColumna | undefined;
  ancho?: number | undefined;
};

export const FORMATOS: Partial<Record<TipoColumna, string>> = { monto: '#,##0.00', cantidad: '#,##0.####' };

type Hoja = ExcelJS.Worksheet;

function formatearColumnas(hoja: Hoja, columnas: readonly ColumnaDeHoja[]): void {
  columnas.forEach((c, i) => {
    const columna = hoja.getColumn(i + 1);
    columna.width = c.ancho ?? Math.max(12, c.encabezado.length + 2);
    const formato = FORMATOS[c.tipo ?? 'texto'];
    if (formato) columna.numFmt = formato;
  });
}

function cabeceraGris(fila: ExcelJS.Row): void {
  fila.font = { bold: true };
  fila.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  });
}

export type DatosHoja = {
  titulo: string;
  columnas: readonly ColumnaDeHoja[];
  filas: readonly (readonly ValorCelda[])[];
};

/** One sheet: a title row, a bold header row frozen under it, autofilter, and the rows. */
export async function hojaDeCeldas({ titulo, columnas, filas }: DatosHoja): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Kipu';
  const hoja = libro.addWorksheet(titulo.slice(0, 31));
  hoja.addRow([titulo]).font = { bold: true, size: 13 };
  cabeceraGris(hoja.addRow(columnas.map((c) => c.encabezado)));
  formatearColumnas(hoja, columnas);
  for (const fila of filas) hoja.addRow([...fila]);
  hoja.views = [{ state: 'frozen', ySplit: 2 }];
  hoja.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: columnas.length } };
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** A part of a book's rows, sent by the main thread when the writer asks for it. */
export type ParteDeLibro = { filas: FilaDeLibro[]; fin: boolean } | { error: string };

export type DatosLibro = {
  hojaNombre: string;
  encabezado: readonly string[];
  columnas: readonly ColumnaDeHoja[];
  /** Answers each message with the next `ParteDeLibro`. */
  puerto: MessagePort;
};

/** The rows from the port, a part at a time: the next one is asked for once this one is written. */
async function* filasDelPuerto(puerto: MessagePort) {
  try {
    for (;;) {
      const llega = new Promise<ParteDeLibro>((ok) => puerto.once('message', ok));
      puerto.postMessage('siguiente');
      const parte = await llega;
      if ('error' in parte) throw new Error(parte.error);
      yield* parte.filas;
      if (parte.fin) return;
    }
  } finally {
    puerto.close();
  }
}

export type FilaDeLibro = { celdas: ValorCelda[]; enfasis: boolean };

/**
 * A book as one sheet written row by row through ExcelJS's streaming writer, so a large book is never
 * held as a workbook: the legal header's lines on top, a bold header row frozen under them, then the
 * rows as they come (`enfasis` rows bold: subtotals and totals). Only the compressed file is kept.
 */
export async function libroDeFilas(
  hojaNombre: string,
  encabezado: readonly string[],
  columnas: readonly ColumnaDeHoja[],
  filas: AsyncIterable<FilaDeLibro>,
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
  formatearColumnas(hoja, columnas);
  encabezado.forEach((texto, i) => {
    const fila = hoja.addRow([texto]);
    fila.font = { bold: true, size: i === 0 ? 13 : 11 };
    fila.commit();
  });
  const cabecera = hoja.addRow(columnas.map((c) => c.encabezado));
  cabecera.alignment = { wrapText: true, vertical: 'middle' };
  cabeceraGris(cabecera);
  cabecera.commit();
  for await (const f of filas) {
    const fila = hoja.addRow(f.celdas);
    if (f.enfasis) fila.font = { bold: true };
    fila.commit();
  }
  hoja.commit();
  await libro.commit();
  await terminado;
  return Buffer.concat(partes);
}

/** The book whose rows the main thread sends through the port, a part at a time. */
export const libroPorPartes = ({ hojaNombre, encabezado, columnas, puerto }: DatosLibro): Promise<Buffer> =>
  libroDeFilas(hojaNombre, encabezado, columnas, filasDelPuerto(puerto));

/** A column of an import's template: its header, whether it is required, what it takes, an example. */
export type ColumnaDePlantilla = {
  nombre: string;
  descripcion: string;
  obligatoria: boolean;
  ejemplo: string;
};

export type DatosPlantilla = {
  titulo: string;
  columnas: readonly ColumnaDePlantilla[];
  notas: readonly string[];
  ejemplos: readonly (readonly string[])[];
};

/**
 * The template of an import: a sheet whose first row is the exact headers the import reads (so it is
 * not the exports' titled sheet) with one example row per `ejemplos`, and an 'Instrucciones' sheet for
 * each column followed by the notes.
 */
export async function plantillaExcel({ titulo, columnas, notas, ejemplos }: DatosPlantilla): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Kipu';
  const datos = libro.addWorksheet(titulo);
  datos.columns = columnas.map((c) => ({
    header: c.nombre,
    key: c.nombre,
    width: Math.max(14, c.nombre.length + 4, c.ejemplo.length + 2),
    style: { numFmt: '@' },
  }));
  datos.getRow(1).font = { bold: true };
  for (const ejemplo of ejemplos) datos.addRow([...ejemplo]);
  datos.views = [{ state: 'frozen', ySplit: 1 }];

  const ayuda = libro.addWorksheet('Instrucciones');
  ayuda.columns = [
    { header: 'Columna', width: 26 },
    { header: 'Obligatoria', width: 12 },
    { header: 'Contenido y valores permitidos', width: 100 },
  ];
  ayuda.getRow(1).font = { bold: true };
  for (const c of columnas) ayuda.addRow([c.nombre, c.obligatoria ? 'SI' : 'NO', c.descripcion]);
  ayuda.addRow([]);
  for (const nota of notas) ayuda.addRow(['', '', nota]);
  ayuda.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  return Buffer.from(await libro.xlsx.writeBuffer());
}
