import { TIPOS_COMPROBANTE } from '@kipu/peru/comprobantes/series';
import { esCelularPeruano } from '@kipu/peru/identidad/telefono';
import { formatMonto } from '../../../ui/utils/montos';
import { serieNumero } from './comprobante-form';

/** What a message to the customer says of a document. */
export interface DocumentoCliente {
  tipo: string;
  serie: string;
  numero: number;
  moneda: string;
  importe_total: string;
  cliente_nombre: string;
}

/** 'Factura', 'Boleta de venta', 'Nota de crédito'…; the code itself for anything else. */
export function nombreTipo(tipo: string): string {
  return (TIPOS_COMPROBANTE as Readonly<Record<string, string>>)[tipo] ?? tipo;
}

/** 'S/ 1,180.00' or 'US$ 50.00'. */
export function totalConMoneda(moneda: string, total: string): string {
  return `${moneda === 'USD' ? 'US$' : 'S/'} ${formatMonto(total)}`;
}

/** The number wa.me takes (51 and the nine digits), or undefined when it is not a Peruvian mobile. */
export function numeroWhatsapp(telefono: string | null | undefined): string | undefined {
  if (!telefono || !esCelularPeruano(telefono)) return undefined;
  return `51${telefono.replace(/\D/g, '').slice(-9)}`;
}

/** The WhatsApp text: the document, its total and where the customer checks it at SUNAT. */
export function mensajeWhatsapp(c: DocumentoCliente, textoConsulta: string): string {
  return [
    `Hola ${c.cliente_nombre}, le enviamos su ${nombreTipo(c.tipo).toLowerCase()} electrónica`,
    `${serieNumero(c.serie, c.numero)} por un total de ${totalConMoneda(c.moneda, c.importe_total)}.`,
    textoConsulta,
  ].join(' ');
}

/**
 * A wa.me link with the message: to the customer's mobile when it is a valid Peruvian one, otherwise
 * without a number, so WhatsApp lets the user choose the chat.
 */
export function enlaceWhatsapp(telefono: string | null | undefined, mensaje: string): string {
  return `https://wa.me/${numeroWhatsapp(telefono) ?? ''}?text=${encodeURIComponent(mensaje)}`;
}
