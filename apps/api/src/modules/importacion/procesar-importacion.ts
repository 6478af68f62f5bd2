import { readFile, rm } from 'node:fs/promises';
import { errorDeBaseDatos, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { leerPrimeraHoja } from '../../infra/excel/leer-hoja.ts';
import type { DatosTrabajo } from '../../jobs/cola.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { IMPORTADORES } from './importadores.ts';
import { esTipoImportacion, type FilaHoja, type Importador } from './tipos.ts';

/** Rows per progress update while validating, and per INSERT while writing. */
const LOTE = 500;
export const MAX_FILAS = 50_000;

/** A failure the person can act on: its message goes to the job row as is. */
class ArchivoInvalido extends Error {}

type Trabajo = typeof schema.importaciones.$inferSelect;

/**
 * The worker of a mass import: reads the sheet, validates every row (recording each wrong row), then
 * writes nothing when a row is wrong and the user did not ask for the valid rows only; otherwise writes
 * the valid rows in batches inside one transaction. The uploaded file is removed at the end.
 */
export async function procesarImportacion(
  deps: Dependencias,
  trabajo: Trabajo,
  datos: DatosTrabajo['importacion'],
): Promise<void> {
  const { importaciones } = schema;
  const actualizar = (cambios: Partial<Trabajo>) =>
    deps.db.update(importaciones).set(cambios).where(eq(importaciones.id, trabajo.id));
  try {
    if (!esTipoImportacion(trabajo.tipo) || !trabajo.empresaId) throw new Error(`tipo ${trabajo.tipo}`);
    const importador: Importador<unknown> = IMPORTADORES[trabajo.tipo];
    const filas = await leerFilas(datos.archivo, importador);
    await actualizar({ totalFilas: filas.length });
    const lector = await importador.preparar(deps.db, {
      empresaId: trabajo.empresaId,
      localId: datos.localId,
    });
    const errores: schema.ErrorDeFila[] = [];
    const validos: unknown[] = [];
    const vistas = new Map<string, number>();
    for (const [i, fila] of filas.entries()) {
      const numero = i + 1;
      const v = await lector.validar(fila);
      if ('error' in v) errores.push({ fila: numero, mensaje: v.error });
      else {
        const previa = vistas.get(v.clave);
        if (previa) errores.push({ fila: numero, mensaje: `${v.nombreClave} ya está en la fila ${previa}` });
        else {
          vistas.set(v.clave, numero);
          validos.push(v.valor);
        }
      }
      if (numero % LOTE === 0) {
        await actualizar({ filas: numero });
        // PGlite answers in-process without a trip through the event loop: let the progress polls in.
        await new Promise((listo) => setImmediate(listo));
      }
    }
    if (errores.length > 0 && !trabajo.soloValidas) {
      await actualizar({ filas: filas.length, errores, estado: 'terminada', terminadaAt: new Date() });
      return;
    }
    await deps.db.transaction(async (tx) => {
      for (let i = 0; i < validos.length; i += LOTE) await lector.guardar(tx, validos.slice(i, i + LOTE));
    });
    await actualizar({
      filas: filas.length,
      filasValidas: validos.length,
      errores,
      estado: 'terminada',
      terminadaAt: new Date(),
    });
  } catch (e) {
    await actualizar({ estado: 'fallida', error: mensajeDeFallo(e), terminadaAt: new Date() });
  } finally {
    await rm(datos.archivo, { force: true });
  }
}

async function leerFilas(archivo: string, importador: Importador<unknown>): Promise<FilaHoja[]> {
  const filas = await leerPrimeraHoja(await readFile(archivo)).catch(() => {
    throw new ArchivoInvalido('No se pudo leer el archivo: guárdelo como libro de Excel (.xlsx)');
  });
  if (filas.length === 0) throw new ArchivoInvalido('El archivo no tiene filas con datos');
  if (filas.length > MAX_FILAS)
    throw new ArchivoInvalido(`El archivo tiene ${filas.length} filas; importe hasta ${MAX_FILAS} a la vez`);
  // Every header is a key of every row read, so the first row tells which columns the file has.
  const presentes = new Set(Object.keys(filas[0] ?? {}));
  const faltan = importador.columnas.filter((c) => c.obligatoria && !presentes.has(c.nombre));
  if (faltan.length > 0)
    throw new ArchivoInvalido(
      `Faltan las columnas ${faltan.map((c) => c.nombre).join(', ')}: use la plantilla de la importación`,
    );
  return filas;
}

function mensajeDeFallo(e: unknown): string {
  if (e instanceof ArchivoInvalido) return e.message;
  // Another write of the same code between validation and the transaction.
  if (errorDeBaseDatos(e).code === '23505')
    return 'Un registro del archivo se registró mientras se importaba; vuelva a importar el archivo';
  console.error('Importación fallida:', e);
  return 'No se pudo completar la importación; no se guardó ninguna fila';
}
