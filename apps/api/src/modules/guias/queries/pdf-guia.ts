import { schema } from '@kipu/db';
import { nombreGuia } from '@kipu/peru/gre/construir-guia';
import { qrDelCdrGuia } from '@kipu/peru/gre/qr-guia';
import type { EntradaGuia } from '@kipu/peru/gre/tipos';
import { abrirCdr } from '@kipu/peru/sunat/cdr';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { documentoParaImprimir } from '../../../shared/representacion-impresa/documento-para-imprimir.ts';
import { lugarDeUbigeo } from '../../../shared/ubigeo-en-memoria.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { generarPdfGuia } from '../pdf/generar-pdf-guia.ts';

/** SUNAT's link for the QR, from the stored CDR zip; none when there is no CDR or it carries none. */
function urlQrDelCdr(cdrBase64: string | null): string | undefined {
  if (!cdrBase64) return undefined;
  try {
    return qrDelCdrGuia(abrirCdr(Buffer.from(cdrBase64, 'base64')).cdrXml);
  } catch {
    // An unreadable CDR leaves the page without a QR rather than without a page.
    return undefined;
  }
}

/** District - province - department of the guide's points, as the INEI catalogue names them. */
async function lugaresDe(deps: Dependencias, entrada: EntradaGuia): Promise<Map<string, string>> {
  const lugares = new Map<string, string>();
  for (const { ubigeo } of [entrada.partida, entrada.llegada]) {
    const l = await lugarDeUbigeo(deps.db, ubigeo);
    if (l) lugares.set(ubigeo, [l.distrito, l.provincia, l.departamento].join(' - '));
  }
  return lugares;
}

/**
 * The representación impresa of an issued guide (A4) with SUNAT's QR once accepted; a guide SUNAT has
 * not accepted is marked across the page. GRE have no beta: only a company sending to the simulator
 * issues guides without tax value, and then the page says MODO PRUEBAS — SIN VALOR TRIBUTARIO.
 */
export async function pdfGuia(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, empresa, emisor } = await documentoParaImprimir(deps, sesion, schema.guias, id);
  const entrada = fila.entrada as unknown as EntradaGuia;
  const pdf = await generarPdfGuia({
    entrada,
    emisor,
    estado: fila.estado,
    urlQr: urlQrDelCdr(fila.cdrBase64),
    lugares: await lugaresDe(deps, entrada),
    modoPruebas: empresa.soapEnvio === 'simulador',
  });
  return {
    nombre: `${nombreGuia(empresa.ruc, entrada)}.pdf`,
    mime: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
