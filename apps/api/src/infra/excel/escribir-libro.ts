import { MessageChannel } from 'node:worker_threads';
import { tareaDeReporte } from '../hilos/hilos-reportes.ts';
import { type ColumnaExcel, celdasDe, columnasDeHoja } from './escribir-hoja.ts';
import type { ParteDeLibro } from './motor-escritura.ts';

/** Rows sent to the writing thread at a time: it asks for the next part once it has written this one. */
const FILAS_POR_PARTE = 1000;

/**
 * A book as one sheet written row by row on a rendering thread through ExcelJS's streaming writer, so
 * a large book is never held whole, here nor there: the rows are read from `filas` a part at a time as
 * the writer asks for them. The legal header's lines on top, a bold header row frozen under them, then
 * the rows (`enfasis` rows bold: subtotals and totals).
 */
export async function escribirLibroExcel<T>(
  hojaNombre: string,
  encabezado: readonly string[],
  columnas: readonly ColumnaExcel<T>[],
  filas: AsyncIterable<T>,
  enfasis: (fila: T) => boolean = () => false,
): Promise<Buffer> {
  const { port1: local, port2: remoto } = new MessageChannel();
  const iterador = filas[Symbol.asyncIterator]();
  let terminadas = false;
  let fallo: unknown;
  local.on('message', async () => {
    let parte: ParteDeLibro;
    try {
      const lote: { celdas: ReturnType<typeof celdasDe>; enfasis: boolean }[] = [];
      while (!terminadas && lote.length < FILAS_POR_PARTE) {
        const r = await iterador.next();
        if (r.done) terminadas = true;
        else lote.push({ celdas: celdasDe(columnas, r.value), enfasis: enfasis(r.value) });
      }
      parte = { filas: lote, fin: terminadas };
    } catch (e) {
      fallo = e;
      parte = { error: 'No se pudieron leer las filas del libro' };
    }
    local.postMessage(parte);
  });
  try {
    return await tareaDeReporte(
      'excelLibro',
      { hojaNombre, encabezado, columnas: columnasDeHoja(columnas), puerto: remoto },
      [remoto],
    );
  } catch (e) {
    // The rows' own error (a failed query) says more than the writer's account of it.
    throw fallo ?? e;
  } finally {
    local.close();
    if (!terminadas && !fallo) await iterador.return?.();
  }
}
