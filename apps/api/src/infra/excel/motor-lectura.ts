import ExcelJS from 'exceljs';

/** Reading .xlsx files (unzip and parse), the CPU-bound part of an import, run on a rendering thread. */

/** Text of a cell as a person typed it: dates as YYYY-MM-DD, numbers without float noise. */
export function textoDeCelda(valor: ExcelJS.CellValue): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  if (typeof valor === 'object') {
    if ('result' in valor) return textoDeCelda(valor.result as ExcelJS.CellValue);
    if ('text' in valor) return String(valor.text);
    if ('richText' in valor) return valor.richText.map((t) => t.text).join('');
    return '';
  }
  return String(valor).trim();
}

async function primeraHoja(datos: Uint8Array): Promise<ExcelJS.Worksheet | undefined> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(
    Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength) as unknown as ArrayBuffer,
  );
  return libro.worksheets[0];
}

/** The first sheet as records keyed by its header row (lower-cased); rows with no value are skipped. */
export async function registrosPrimeraHoja(datos: Uint8Array): Promise<Record<string, string>[]> {
  const hoja = await primeraHoja(datos);
  if (!hoja) return [];
  const cabecera: string[] = [];
  hoja.getRow(1).eachCell({ includeEmpty: true }, (celda, col) => {
    cabecera[col] = textoDeCelda(celda.value).toLowerCase();
  });
  const filas: Record<string, string>[] = [];
  hoja.eachRow((fila, numero) => {
    if (numero === 1) return;
    const registro: Record<string, string> = {};
    cabecera.forEach((nombre, col) => {
      if (nombre) registro[nombre] = textoDeCelda(fila.getCell(col).value);
    });
    if (Object.values(registro).some((v) => v !== '')) filas.push(registro);
  });
  return filas;
}

/** Every row of the first sheet as the text of its cells, title rows included. */
export async function celdasPrimeraHoja(datos: Uint8Array): Promise<string[][]> {
  const hoja = await primeraHoja(datos);
  if (!hoja) return [];
  const filas: string[][] = [];
  for (let n = 1; n <= hoja.rowCount; n++) {
    const fila = hoja.getRow(n);
    const celdas: string[] = [];
    for (let col = 1; col <= fila.cellCount; col++) celdas.push(textoDeCelda(fila.getCell(col).value));
    filas.push(celdas);
  }
  return filas;
}

/**
 * Every row of the first sheet as its cells' values (dates as Date, numbers as numbers, formulas with
 * their result), for readers that interpret the values themselves; row n at index n - 1, an empty row
 * as `[]`. Undefined when the file has no sheet.
 */
export async function valoresPrimeraHoja(datos: Uint8Array): Promise<ExcelJS.CellValue[][] | undefined> {
  const hoja = await primeraHoja(datos);
  if (!hoja) return undefined;
  const filas: ExcelJS.CellValue[][] = [];
  for (let n = 1; n <= hoja.rowCount; n++) {
    const fila = hoja.getRow(n);
    const valores: ExcelJS.CellValue[] = [];
    for (let col = 1; col <= fila.cellCount; col++) valores.push(fila.getCell(col).value);
    filas.push(valores);
  }
  return filas;
}
