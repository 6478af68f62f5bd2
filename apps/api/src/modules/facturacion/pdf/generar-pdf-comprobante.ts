import type { ComprobanteCalculado } from '@kipu/peru';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { EmisorPdf } from '../../../shared/representacion-impresa/emisor-impreso.ts';
import { marcaDeAgua } from '../../../shared/representacion-impresa/marca-de-agua.ts';
import { qrSunatPng } from '../../../shared/representacion-impresa/qr-png.ts';
import { MARCA_MODO_PRUEBAS } from '../modo-pruebas.ts';
import { comprobanteA4 } from './comprobante-a4.ts';
import { comprobanteTicket } from './comprobante-ticket.ts';
import { contenidoComprobante } from './contenido.ts';
import { textoQrSunat } from './qr-sunat.ts';

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
  /**
   * The document's state (comprobantes.estado, or 'borrador' for a preview): rechazado, anulado and
   * borrador are printed across the page; the others leave a valid document unmarked.
   */
  estado?: string;
  /** Where the customer checks the document; SUNAT's site when missing. */
  urlConsulta?: string;
  /**
   * Sent (or to be sent) to the simulator or SUNAT beta: the page says MODO PRUEBAS — SIN VALOR
   * TRIBUTARIO at its top and, unless its state marks it otherwise, across it.
   */
  modoPruebas?: boolean;
};

export const URL_CONSULTA_SUNAT = 'www.sunat.gob.pe';

// A pending or sent document is already the customer's valid receipt; only these must not pass as one.
const MARCA_DE_AGUA: Readonly<Record<string, string>> = {
  borrador: 'BORRADOR',
  rechazado: 'RECHAZADO',
  anulado: 'ANULADO',
};

/** The representación impresa of a factura, boleta or note, as an A4 page or a thermal-printer ticket. */
export async function generarPdfComprobante(o: OpcionesPdfComprobante): Promise<Buffer> {
  const contenido = {
    ...contenidoComprobante(o.calculado, o.emisor, o.hash, o.urlConsulta ?? URL_CONSULTA_SUNAT),
    ...(o.modoPruebas ? { avisoPruebas: MARCA_MODO_PRUEBAS } : {}),
  };
  const qr = await qrSunatPng(textoQrSunat(o.calculado, o.emisor.ruc, o.hash));
  const marca = marcaDeAgua(MARCA_DE_AGUA, o.estado, o.modoPruebas);
  const definicion =
    o.formato === 'TICKET'
      ? comprobanteTicket(contenido, qr, o.anchoTicket ?? 80, marca)
      : comprobanteA4(contenido, qr, marca);
  return renderizarPdf(definicion);
}
