import type { ComprobanteCalculado } from '@kipu/peru';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { EmisorPdf } from '../../../shared/representacion-impresa/emisor-impreso.ts';
import { comprobanteA4 } from '../pdf/comprobante-a4.ts';
import { contenidoComprobante } from '../pdf/contenido.ts';
import { TIPOS_INTERNOS, type TipoInterno } from './tipos.ts';

/**
 * None of these is a comprobante de pago (Reglamento de Comprobantes de Pago): the page says so, and
 * a nota de venta reminds the customer that the receipt is a boleta or factura.
 */
export const AVISO_SIN_VALOR: Readonly<Record<TipoInterno, string>> = {
  '97': 'Documento sin valor tributario',
  '98': 'Documento sin valor tributario',
  '99': 'Documento sin valor tributario. No es comprobante de pago: canjéelo por una boleta de venta o factura',
};

/** The A4 page of a nota de venta, proforma or orden de compra: the electronic layout, no QR nor hash. */
export function generarPdfDocumentoInterno(o: {
  calculado: ComprobanteCalculado;
  tipo: TipoInterno;
  emisor: EmisorPdf;
  estado: string;
}): Promise<Buffer> {
  const def = TIPOS_INTERNOS[o.tipo];
  const contenido = {
    ...contenidoComprobante(o.calculado, o.emisor, '', ''),
    nombreDocumento: def.titulo,
    etiquetaVencimiento: def.vencimiento,
    textoSunat: AVISO_SIN_VALOR[o.tipo],
  };
  return renderizarPdf(comprobanteA4(contenido, undefined, o.estado === 'anulado' ? 'ANULADO' : undefined));
}
