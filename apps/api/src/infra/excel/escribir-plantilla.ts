import { tareaDeReporte } from '../hilos/hilos-reportes.ts';
import type { ColumnaDePlantilla } from './motor-escritura.ts';

export type { ColumnaDePlantilla } from './motor-escritura.ts';

/**
 * The template of an import: a sheet whose first row is the exact headers the import reads (so it is
 * not the exports' titled sheet) with one example row per `ejemplos` (the columns' own when none), and
 * an 'Instrucciones' sheet for each column followed by the notes. Written on a rendering thread.
 */
export function escribirPlantilla(
  titulo: string,
  columnas: readonly ColumnaDePlantilla[],
  notas: readonly string[],
  ejemplos: readonly (readonly string[])[] = [columnas.map((c) => c.ejemplo)],
): Promise<Buffer> {
  return tareaDeReporte('excelPlantilla', { titulo, columnas, notas, ejemplos });
}
