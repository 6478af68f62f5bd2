import { rm } from 'node:fs/promises';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { DatosTrabajo } from '../../jobs/cola.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { type Actualizar, leerFilas, mensajeDeFallo, type Trabajo } from './archivo-importacion.ts';
import { emitirComprobantesDelArchivo } from './emitir-comprobantes-del-archivo.ts';
import { IMPORTADORES } from './importadores.ts';
import { esTipoImportacion, type Importador, type TipoImportacionDeFilas } from './tipos.ts';

/** Rows per progress update while validating, and per INSERT while writing. */
const LOTE = 500;

/**
 * The worker of a mass import: mass invoicing emits documents one by one (emitirComprobantesDelArchivo);
 * master data is validated row by row and written in one transaction. The uploaded file is removed at
 * the end.
 */
export async function procesarImportacion(
  deps: Dependencias,
  trabajo: Trabajo,
  datos: DatosTrabajo['importacion'],
): Promise<void> {
  const { importaciones } = schema;
  const actualizar: Actualizar = (cambios) =>
    deps.db.update(importaciones).set(cambios).where(eq(importaciones.id, trabajo.id));
  try {
    if (!esTipoImportacion(trabajo.tipo) || !trabajo.empresaId) throw new Error(`tipo ${trabajo.tipo}`);
    if (trabajo.tipo === 'comprobantes') await emitirComprobantesDelArchivo(deps, trabajo, datos, actualizar);
    else await importarFilas(deps, trabajo, trabajo.tipo, datos, actualizar);
  } catch (e) {
    await actualizar({ estado: 'fallida', error: mensajeDeFallo(e), terminadaAt: new Date() });
  } finally {
    await rm(datos.archivo, { force: true });
  }
}

/**
 * Master data: reads the sheet, validates every row (recording each wrong row), then writes nothing
 * when a row is wrong and the user did not ask for the valid rows only; otherwise writes the valid rows
 * in batches inside one transaction, which also ends the job.
 */
async function importarFilas(
  deps: Dependencias,
  trabajo: Trabajo,
  tipo: TipoImportacionDeFilas,
  datos: DatosTrabajo['importacion'],
  actualizar: Actualizar,
): Promise<void> {
  const { importaciones } = schema;
  const importador: Importador<unknown> = IMPORTADORES[tipo];
  const filas = await leerFilas(datos.archivo, importador.columnas);
  await actualizar({ totalFilas: filas.length });
  const lector = await importador.preparar(deps.db, {
    empresaId: trabajo.empresaId ?? '',
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
  // The rows and the job's end commit together: a job resumed after a crash finds either nothing
  // written (and writes it all) or the import 'terminada' (and stops), never rows without their report.
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < validos.length; i += LOTE) await lector.guardar(tx, validos.slice(i, i + LOTE));
    await tx
      .update(importaciones)
      .set({
        filas: filas.length,
        filasValidas: validos.length,
        errores,
        estado: 'terminada',
        terminadaAt: new Date(),
      })
      .where(eq(importaciones.id, trabajo.id));
  });
}
