import ExcelJS from 'exceljs';

/**
 * The rows of an exported sheet as text (title row first), to assert what a person would read: the
 * first sheet, or the one named.
 */
export async function filasDeExcel(base64: string, nombreHoja?: string): Promise<string[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const hoja = nombreHoja ? libro.getWorksheet(nombreHoja) : libro.worksheets[0];
  const filas: string[][] = [];
  hoja?.eachRow((fila) => {
    const valores = fila.values as ExcelJS.CellValue[];
    filas.push(valores.slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return filas;
}
