import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import type { ArchivoGenerado } from '../../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { documentoParaImprimir } from '../../../../shared/representacion-impresa/documento-para-imprimir.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { generarPdfDocumentoInterno } from '../impresion.ts';

/** The printed nota de venta, proforma or orden de compra (A4), with the issuing local's contact data. */
export async function pdfDocumentoInterno(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, empresa, emisor } = await documentoParaImprimir(deps, sesion, schema.documentosInternos, id);
  const pdf = await generarPdfDocumentoInterno({
    calculado: fila.documento as unknown as ComprobanteCalculado,
    tipo: fila.tipo,
    emisor,
    estado: fila.estado,
  });
  return {
    nombre: `${empresa.ruc}-${fila.tipo}-${fila.serie}-${fila.numero}.pdf`,
    mime: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
