import { type Zippable, zipSync } from 'fflate';
import type { ArchivoGenerado } from '../../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../../shared/errores.ts';
import { hoyEnLima } from '../../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../../workspace/alcance.ts';
import { archivosDeComprobante, type ClaseArchivo } from '../archivos-de-comprobante.ts';
import { comprobantesDelFiltro, type FiltroSalidas, filasCompletas } from '../filtro-comprobantes.ts';

/** One answer carries the zip in base64: beyond this many documents it would not fit a request. */
export const MAXIMO_DESCARGA = 500;

/**
 * The files (XML, CDR, PDF) of every document the list's filter selects, in one .zip under SUNAT's
 * names; a document SUNAT has not answered has no CDR in it.
 */
export async function descargaMasivaComprobantes(
  deps: Dependencias,
  sesion: SesionActiva,
  filtro: FiltroSalidas,
  clases: readonly ClaseArchivo[],
): Promise<ArchivoGenerado> {
  if (clases.length === 0) throw entradaInvalida('Elija qué archivos descargar: XML, CDR o PDF');
  const { total, filas } = await comprobantesDelFiltro(deps, sesion, filtro, MAXIMO_DESCARGA);
  if (total === 0) throw entradaInvalida('No hay comprobantes con estos filtros');
  if (total > MAXIMO_DESCARGA)
    throw entradaInvalida(
      `La descarga masiva admite hasta ${MAXIMO_DESCARGA} comprobantes y los filtros eligen ${total}: acote las fechas o el tipo`,
    );
  const { empresa } = await exigirEmpresa(deps.db, sesion, await empresaDeTrabajo(deps.db, sesion));
  const completas = await filasCompletas(
    deps,
    sesion,
    filas.map((f) => f.id),
  );
  const elegidas = new Set(clases);
  const entradas: Zippable = {};
  // XML and PDF compress; a CDR is a zip already and goes in as it is.
  for (const fila of completas)
    for (const a of await archivosDeComprobante(deps, sesion, empresa.ruc, fila, elegidas))
      entradas[a.nombre] = a.mime === 'application/zip' ? [a.datos, { level: 0 }] : a.datos;
  const zip = zipSync(entradas, { level: 6 });
  return {
    nombre: `comprobantes-${empresa.ruc}-${hoyEnLima()}.zip`,
    mime: 'application/zip',
    base64: Buffer.from(zip).toString('base64'),
  };
}
