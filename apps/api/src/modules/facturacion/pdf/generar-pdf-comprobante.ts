import type { ComprobanteCalculado } from '@kipu/peru';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import { comprobanteA4 } from './comprobante-a4.ts';
import { comprobanteTicket } from './comprobante-ticket.ts';
import { contenidoComprobante, type EmisorPdf } from './contenido.ts';
import { qrSunatPng, textoQrSunat } from './qr-sunat.ts';

export type { EmisorPdf } from './contenido.ts';

export type OpcionesPdfComprobante = {
  /** The computed document that was emitted (its amounts are printed as they are). */
  calculado: ComprobanteCalculado;
  emisor: EmisorPdf;
  /** The local's setting (locales.formato_pdf). */
  formato: 'A4' | 'TICKET';
  /** Paper width of a ticket in mm (locales.width_ticket); 80 when missing. */
  anchoTicket?: 58 | 80;
  /** The signed XML's digest value (firmarXml's digestValue). */
  hash: string;
  /** Printed across the page (BORRADOR, ANULADO, RECHAZADO…); leave it out on a valid document. */
  estado?: string;
  /** Where the customer checks the document; SUNAT's site when missing. */
  urlConsulta?: string;
};

export const URL_CONSULTA_SUNAT = 'www.sunat.gob.pe';

/** The representación impresa of a factura, boleta or note, as an A4 page or a thermal-printer ticket. */
export async function generarPdfComprobante(o: OpcionesPdfComprobante): Promise<Buffer> {
  const contenido = contenidoComprobante(o.calculado, o.emisor, o.hash, o.urlConsulta ?? URL_CONSULTA_SUNAT);
  const qr = await qrSunatPng(textoQrSunat(o.calculado, o.emisor.ruc, o.hash));
  const definicion =
    o.formato === 'TICKET'
      ? comprobanteTicket(contenido, qr, o.anchoTicket ?? 80, o.estado)
      : comprobanteA4(contenido, qr, o.estado);
  return renderizarPdf(definicion);
}
