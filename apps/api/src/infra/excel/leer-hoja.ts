import ExcelJS from 'exceljs';

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

/** The first sheet of an .xlsx as records keyed by its header row (lower-cased). */
export async function leerPrimeraHoja(datos: Buffer): Promise<Record<string, string>[]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(datos as unknown as ArrayBuffer);
  const hoja = libro.worksheets[0];
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
