import ExcelJS from 'exceljs';
import type { AppDePrueba } from './app-de-prueba.ts';

/** An .xlsx whose first sheet has these rows (the first one the header), built as a person would. */
export async function libroExcel(filas: (string | number)[][]): Promise<Buffer> {
  const l = new ExcelJS.Workbook();
  const hoja = l.addWorksheet('Datos');
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await l.xlsx.writeBuffer());
}

export type OpcionesSubida = { soloValidas?: boolean; soloRegistro?: boolean; nombre?: string };

/** POST /importacion/:tipo as the screen sends it: the options' fields, then the file. */
export function subirImportacion(
  t: AppDePrueba,
  tipo: string,
  archivo: Buffer,
  token: string,
  opciones: OpcionesSubida = {},
) {
  const limite = '----importacion';
  const campo = (nombre: string, valor: boolean) =>
    Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${nombre}"\r\n\r\n${valor}\r\n`);
  const cuerpo = Buffer.concat([
    campo('solo_validas', opciones.soloValidas === true),
    ...(opciones.soloRegistro === undefined ? [] : [campo('solo_registro', opciones.soloRegistro)]),
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="${opciones.nombre ?? 'datos.xlsx'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    archivo,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/importacion/${tipo}`,
    headers: { 'content-type': `multipart/form-data; boundary=${limite}`, authorization: `Bearer ${token}` },
    payload: cuerpo,
  });
}
