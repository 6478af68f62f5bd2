import ExcelJS from 'exceljs';

/** A column of an import's template: its header, whether it is required, what it takes, an example. */
export type ColumnaDePlantilla = {
  nombre: string;
  descripcion: string;
  obligatoria: boolean;
  ejemplo: string;
};

/**
 * The template of an import: a sheet whose first row is the exact headers the import reads (so it is
 * not the exports' titled sheet) with one example row per `ejemplos` (the columns' own when none), and
 * an 'Instrucciones' sheet for each column followed by the notes.
 */
export async function escribirPlantilla(
  titulo: string,
  columnas: readonly ColumnaDePlantilla[],
  notas: readonly string[],
  ejemplos: readonly (readonly string[])[] = [columnas.map((c) => c.ejemplo)],
): Promise<Buffer> {
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
