import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { nombreComprobante, type TipoEnvioIndividual } from '@kipu/peru/sunat/nombres';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { documentoParaImprimir } from '../../../shared/representacion-impresa/documento-para-imprimir.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { esModoPruebas } from '../modo-pruebas.ts';
import { generarPdfComprobante } from '../pdf/generar-pdf-comprobante.ts';

/**
 * The representación impresa of an emitted document, in its local's format (A4 or a 58/80 mm ticket),
 * with the logo, the SUNAT QR, the hash and, for a rejected or voided one, the mark across the page.
 * A document sent to the simulator or SUNAT beta (or, not sent yet, of a company in test mode) says
 * MODO PRUEBAS — SIN VALOR TRIBUTARIO.
 */
export async function pdfComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, empresa, local, emisor } = await documentoParaImprimir(deps, sesion, schema.comprobantes, id);
  const pdf = await generarPdfComprobante({
    calculado: fila.documento as unknown as ComprobanteCalculado,
    emisor,
    formato: local.formatoPdf,
    anchoTicket: local.widthTicket === 58 ? 58 : 80,
    hash: fila.hash,
    estado: fila.estado,
    modoPruebas: esModoPruebas(fila.entornoEnvio ?? empresa.soapEnvio),
  });
  const nombre = nombreComprobante(empresa.ruc, fila.tipo as TipoEnvioIndividual, fila.serie, fila.numero);
  return { nombre: `${nombre}.pdf`, mime: 'application/pdf', base64: pdf.toString('base64') };
}
