import type { ComprobanteCalculado, TipoComprobanteElectronico } from '@kipu/peru';
import { formatoDecimal, formatoMonto } from '../../../infra/pdf/formato-numeros.ts';

/**
 * Texts and numbers as the printed representation shows them. Amounts arrive as the decimal strings of
 * the computed document and are only formatted (rounded in whole digits with BigInt), never turned into
 * floating-point numbers.
 */

export { fechaPeru, limpio } from '../../../infra/pdf/formato-texto.ts';
export {
  nombreDocumentoIdentidad,
  nombreUnidad,
  serieNumero,
} from '../../../shared/representacion-impresa/textos-impresos.ts';
export { formatoDecimal, formatoMonto };

/** Two decimals and no grouping, as the SUNAT QR carries amounts: '1180' → '1180.00'. */
export const montoQr = (valor: string) => formatoDecimal(valor, 2, 2, false);

/** A decimal string is zero ('0', '0.00'), so its row can be left out. */
export const esCero = (valor: string | undefined) => !valor || /^-?0*(\.0*)?$/.test(valor.trim());

export const NOMBRE_DOCUMENTO: Record<TipoComprobanteElectronico, string> = {
  '01': 'FACTURA ELECTRÓNICA',
  '03': 'BOLETA DE VENTA ELECTRÓNICA',
  '07': 'NOTA DE CRÉDITO ELECTRÓNICA',
  '08': 'NOTA DE DÉBITO ELECTRÓNICA',
};

export const MONEDA: Record<ComprobanteCalculado['entrada']['moneda'], { nombre: string; simbolo: string }> =
  {
    PEN: { nombre: 'SOLES', simbolo: 'S/' },
    USD: { nombre: 'DÓLARES AMERICANOS', simbolo: 'US$' },
  };

/** Catálogo 59, the payment means of a detracción deposit. */
export const MEDIO_PAGO: Record<string, string> = {
  '001': 'Depósito en cuenta',
  '002': 'Giro',
  '003': 'Transferencia de fondos',
  '004': 'Orden de pago',
};
