import type { TipoComprobanteElectronico } from '@kipu/peru';
import type { AdjuntoCorreo, Correo } from '../../../infra/correo/correo.ts';
import { fechaPeru, formatoMonto, NOMBRE_DOCUMENTO } from '../pdf/formato.ts';
import { URL_CONSULTA_SUNAT } from '../pdf/generar-pdf-comprobante.ts';

/** What the customer's messages say of a document. */
export type DocumentoMensaje = {
  tipo: string;
  serie: string;
  numero: number;
  fechaEmision: string;
  moneda: string;
  importeTotal: string;
  clienteNombre: string;
};

const nombreDocumento = (tipo: string) =>
  NOMBRE_DOCUMENTO[tipo as TipoComprobanteElectronico] ?? 'COMPROBANTE';

/** 'S/ 1,180.00' or 'US$ 50.00'. */
export const totalConMoneda = (moneda: string, total: string) =>
  `${moneda === 'USD' ? 'US$' : 'S/'} ${formatoMonto(total)}`;

/** Where and with what the customer checks the document at SUNAT (printed on the PDF too). */
export const textoConsulta = (ruc: string) =>
  `Consulte su documento en ${URL_CONSULTA_SUNAT} con el RUC del emisor ${ruc}.`;

const QUE_SE_ADJUNTA: Record<string, string> = {
  pdf: 'la representación impresa (PDF)',
  xml: 'el XML firmado',
  zip: 'la constancia de recepción de SUNAT (CDR)',
};

function enumerar(partes: string[]): string {
  return partes.length < 2 ? (partes[0] ?? '') : `${partes.slice(0, -1).join(', ')} y ${partes.at(-1)}`;
}

/** The mail that carries a document to its customer, with its files already in the file store. */
export function correoComprobante(
  c: DocumentoMensaje,
  empresa: { ruc: string; razonSocial: string },
  para: string,
  adjuntos: AdjuntoCorreo[],
): Correo {
  const documento = `${nombreDocumento(c.tipo)} ${c.serie}-${c.numero}`;
  const adjuntado = adjuntos.map(
    (a) => QUE_SE_ADJUNTA[a.nombre.slice(a.nombre.lastIndexOf('.') + 1)] ?? a.nombre,
  );
  const texto = [
    `Estimado(a) ${c.clienteNombre}:`,
    `${empresa.razonSocial} (RUC ${empresa.ruc}) le envía su ${documento} emitida el ${fechaPeru(c.fechaEmision)} por un total de ${totalConMoneda(c.moneda, c.importeTotal)}.`,
    `Adjuntamos ${enumerar(adjuntado)}.`,
    textoConsulta(empresa.ruc),
  ].join('\n\n');
  return { para, asunto: `${documento} - ${empresa.razonSocial}`, texto, adjuntos };
}
