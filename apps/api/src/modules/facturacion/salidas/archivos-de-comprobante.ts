import type { schema } from '@kipu/db';
import { nombreComprobante, type TipoEnvioIndividual } from '@kipu/peru/sunat/nombres';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { pdfComprobante } from '../queries/pdf-comprobante.ts';

/** The files of an emitted document a customer or an accountant takes away. */
export type ClaseArchivo = 'XML' | 'CDR' | 'PDF';

export type ArchivoDeComprobante = { nombre: string; mime: string; datos: Buffer };

type Fila = Pick<
  typeof schema.comprobantes.$inferSelect,
  'id' | 'tipo' | 'serie' | 'numero' | 'xmlFirmado' | 'cdrBase64'
>;

/**
 * The asked files of one document under SUNAT's names (`RUC-TT-SERIE-NUMERO.xml` / `.pdf`,
 * `R-RUC-TT-SERIE-NUMERO.zip`), in the order PDF, XML, CDR; the CDR only once SUNAT has answered.
 */
export async function archivosDeComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  ruc: string,
  fila: Fila,
  clases: ReadonlySet<ClaseArchivo>,
): Promise<ArchivoDeComprobante[]> {
  const nombre = nombreComprobante(ruc, fila.tipo as TipoEnvioIndividual, fila.serie, fila.numero);
  const archivos: ArchivoDeComprobante[] = [];
  if (clases.has('PDF')) {
    const pdf = await pdfComprobante(deps, sesion, fila.id);
    archivos.push({ nombre: pdf.nombre, mime: pdf.mime, datos: Buffer.from(pdf.base64, 'base64') });
  }
  if (clases.has('XML'))
    archivos.push({ nombre: `${nombre}.xml`, mime: 'application/xml', datos: Buffer.from(fila.xmlFirmado) });
  if (clases.has('CDR') && fila.cdrBase64)
    archivos.push({
      nombre: `R-${nombre}.zip`,
      mime: 'application/zip',
      datos: Buffer.from(fila.cdrBase64, 'base64'),
    });
  return archivos;
}
