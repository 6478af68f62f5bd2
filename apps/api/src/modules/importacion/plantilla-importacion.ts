import ExcelJS from 'exceljs';
import { type ArchivoGenerado, archivoExcel } from '../../shared/archivo-generado.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { PLANTILLAS } from './importadores.ts';
import { esTipoImportacion } from './tipos.ts';

const NOTAS_GENERALES = [
  'Complete una fila por registro en la primera hoja, sin cambiar ni mover la fila de cabecera.',
  'La fila 1 del reporte de errores es la primera fila de datos (debajo de la cabecera); las filas vacías no se cuentan.',
  'Se validan todas las filas antes de guardar. Si alguna tiene errores no se guarda ninguna, salvo que marque "Importar solo las filas válidas".',
  'Los montos usan punto decimal (12.50). Las columnas son de texto para conservar los ceros a la izquierda de códigos y documentos.',
];

/**
 * The template of an import: a sheet whose first row is the exact headers the import reads (so it is
 * not the exports' titled sheet) with one example row, and an 'Instrucciones' sheet for each column.
 */
export async function plantillaImportacion(tipo: string): Promise<ArchivoGenerado> {
  if (!esTipoImportacion(tipo)) throw entradaInvalida(`No existe la importación de ${tipo}`);
  const importador = PLANTILLAS[tipo];
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Kipu';
  const datos = libro.addWorksheet(importador.titulo);
  datos.columns = importador.columnas.map((c) => ({
    header: c.nombre,
    key: c.nombre,
    width: Math.max(14, c.nombre.length + 4, c.ejemplo.length + 2),
    style: { numFmt: '@' },
  }));
  datos.getRow(1).font = { bold: true };
  datos.addRow(importador.columnas.map((c) => c.ejemplo));
  datos.views = [{ state: 'frozen', ySplit: 1 }];

  const ayuda = libro.addWorksheet('Instrucciones');
  ayuda.columns = [
    { header: 'Columna', width: 26 },
    { header: 'Obligatoria', width: 12 },
    { header: 'Contenido y valores permitidos', width: 100 },
  ];
  ayuda.getRow(1).font = { bold: true };
  for (const c of importador.columnas) ayuda.addRow([c.nombre, c.obligatoria ? 'SI' : 'NO', c.descripcion]);
  ayuda.addRow([]);
  for (const nota of [...(importador.notas ?? []), ...NOTAS_GENERALES]) ayuda.addRow(['', '', nota]);
  ayuda.getColumn(3).alignment = { wrapText: true, vertical: 'top' };

  return archivoExcel(`plantilla-${tipo}`, Buffer.from(await libro.xlsx.writeBuffer()));
}
