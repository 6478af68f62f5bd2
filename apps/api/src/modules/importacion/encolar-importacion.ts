import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schema } from '@kipu/db';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { permisosDeAcceso } from '../auth/autorizacion.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { PERMISO_EMISION } from './emitir-comprobantes-del-archivo.ts';
import { esTipoImportacion } from './tipos.ts';

export const PERMISO_IMPORTACION = 'UTI001001';
export const MAX_BYTES_IMPORTACION = 10 * 1024 * 1024;

/** An .xlsx is a ZIP package: it starts with the local file header signature PK\3\4. */
const esZip = (datos: Buffer) => datos.length > 4 && datos.readUInt32LE(0) === 0x04034b50;

export type SubidaImportacion = {
  tipo: string;
  nombreArchivo: string;
  datos: Buffer;
  soloValidas: boolean;
  /** Mass invoicing: sign and store the documents, leaving them 'pendiente' instead of sending them. */
  soloRegistro?: boolean;
};

/**
 * Checks who may import what into which company, keeps the file for the worker and queues the job.
 * Answers the job id; the rows are validated and written by `procesarImportacion`.
 */
export async function encolarImportacion(
  deps: Dependencias,
  sesion: SesionActiva,
  s: SubidaImportacion,
): Promise<{ id: string }> {
  const permisos = await permisosDeAcceso(deps.db, sesion.acceso);
  if (!permisos.has(PERMISO_IMPORTACION)) throw prohibido();
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esTipoImportacion(s.tipo)) throw entradaInvalida(`No existe la importación de ${s.tipo}`);
  if (s.tipo === 'precios' && !sesion.localId)
    throw entradaInvalida('Seleccione un local para trabajar: los precios se importan a sus listas');
  if (s.tipo === 'comprobantes') {
    if (!permisos.has(PERMISO_EMISION)) throw prohibido();
    if (!sesion.localId) throw entradaInvalida('Seleccione un local para emitir comprobantes');
  }
  if (!s.nombreArchivo.toLowerCase().endsWith('.xlsx') || !esZip(s.datos))
    throw entradaInvalida('El archivo debe ser un libro de Excel (.xlsx)');
  const carpeta = join(deps.config.dataDir, 'tmp');
  await mkdir(carpeta, { recursive: true });
  const archivo = join(carpeta, `importacion-${randomUUID()}.xlsx`);
  await writeFile(archivo, s.datos);
  const [trabajo] = await deps.db
    .insert(schema.importaciones)
    .values({
      tipo: s.tipo,
      empresaId,
      usuarioId: sesion.usuario.id,
      soloValidas: s.soloValidas,
      totalBytes: s.datos.length,
    })
    .returning({ id: schema.importaciones.id });
  if (!trabajo) throw new Error('No se pudo crear la importación');
  await deps.cola.enviar('importacion', {
    importacionId: trabajo.id,
    archivo,
    localId: sesion.localId,
    ...(s.tipo === 'comprobantes' ? { soloRegistro: s.soloRegistro === true } : {}),
  });
  return { id: trabajo.id };
}
