import { readFile } from 'node:fs/promises';
import { errorDeBaseDatos, type schema } from '@kipu/db';
import { GraphQLError } from 'graphql';
import { leerPrimeraHoja } from '../../infra/excel/leer-hoja.ts';
import type { ColumnaPlantilla, FilaHoja } from './tipos.ts';

export const MAX_FILAS = 50_000;

/** A failure the person can act on: its message goes to the job row as is. */
export class ArchivoInvalido extends Error {}

export type Trabajo = typeof schema.importaciones.$inferSelect;

/** Writes the job's progress or outcome on its row. */
export type Actualizar = (cambios: Partial<Trabajo>) => Promise<unknown>;

/** The data rows of the uploaded sheet, once it is known to be readable, not too long and complete. */
export async function leerFilas(archivo: string, columnas: readonly ColumnaPlantilla[]): Promise<FilaHoja[]> {
  const filas = await leerPrimeraHoja(await readFile(archivo)).catch(() => {
    throw new ArchivoInvalido('No se pudo leer el archivo: guárdelo como libro de Excel (.xlsx)');
  });
  if (filas.length === 0) throw new ArchivoInvalido('El archivo no tiene filas con datos');
  if (filas.length > MAX_FILAS)
    throw new ArchivoInvalido(`El archivo tiene ${filas.length} filas; importe hasta ${MAX_FILAS} a la vez`);
  // Every header is a key of every row read, so the first row tells which columns the file has.
  const presentes = new Set(Object.keys(filas[0] ?? {}));
  const faltan = columnas.filter((c) => c.obligatoria && !presentes.has(c.nombre));
  if (faltan.length > 0)
    throw new ArchivoInvalido(
      `Faltan las columnas ${faltan.map((c) => c.nombre).join(', ')}: use la plantilla de la importación`,
    );
  return filas;
}

/** The job row's message for an import that could not run to its end. */
export function mensajeDeFallo(e: unknown): string {
  // Intended errors (an emission's company, local, certificate or permission) speak for themselves.
  if (e instanceof ArchivoInvalido || e instanceof GraphQLError) return e.message;
  // Another write of the same code between validation and the transaction.
  if (errorDeBaseDatos(e).code === '23505')
    return 'Un registro del archivo se registró mientras se importaba; vuelva a importar el archivo';
  console.error('Importación fallida:', e);
  return 'No se pudo completar la importación; no se guardó ninguna fila';
}
