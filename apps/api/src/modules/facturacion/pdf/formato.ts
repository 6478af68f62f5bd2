import type { ComprobanteCalculado, TipoComprobanteElectronico } from '@kipu/peru';
import { abreviaturaDocumentoIdentidad } from '@kipu/peru/catalogos/documentos-identidad';
import { nombreUnidadMedida } from '@kipu/peru/catalogos/unidades-medida';
import { formatoDecimal, formatoMonto } from '../../../infra/pdf/formato-numeros.ts';

/**
 * Texts and numbers as the printed representation shows them. Amounts arrive as the decimal strings of
 * the computed document and are only formatted (rounded in whole digits with BigInt), never turned into
 * floating-point numbers.
 */

export { fechaPeru, limpio } from '../../../infra/pdf/formato-texto.ts';
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

/** Catálogo 06 in its short form, as printed next to the customer's number. */
export const nombreDocumentoIdentidad = (tipo: string) =>
  abreviaturaDocumentoIdentidad(tipo)?.toUpperCase() ?? 'DOCUMENTO';

export const MONEDA: Record<ComprobanteCalculado['entrada']['moneda'], { nombre: string; simbolo: string }> =
  {
    PEN: { nombre: 'SOLES', simbolo: 'S/' },
    USD: { nombre: 'DÓLARES AMERICANOS', simbolo: 'US$' },
  };

/**
 * The printed name of a catálogo 03 unit, in capitals (NIU → UNIDAD, ZZ → SERVICIO); a code without a
 * Spanish name is printed as it is.
 */
export const nombreUnidad = (codigo: string) => nombreUnidadMedida(codigo)?.toUpperCase() ?? codigo;

/** Catálogo 59, the payment means of a detracción deposit. */
export const MEDIO_PAGO: Record<string, string> = {
  '001': 'Depósito en cuenta',
  '002': 'Giro',
  '003': 'Transferencia de fondos',
  '004': 'Orden de pago',
};

/** Serie-número as the XML's ID and the file name have it: F001-1. */
export const serieNumero = (serie: string, numero: number) => `${serie}-${numero}`;
