import type { ComprobanteCalculado, TipoComprobanteElectronico } from '@kipu/peru';
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

/** Catálogo 06, as printed next to the customer's number. */
const DOCUMENTO_IDENTIDAD: Record<string, string> = {
  '0': 'DOC. TRIB. NO DOM. SIN RUC',
  '1': 'DNI',
  '4': 'CARNÉ DE EXTRANJERÍA',
  '6': 'RUC',
  '7': 'PASAPORTE',
  A: 'CÉDULA DIPLOMÁTICA',
  B: 'DOC. IDENT. PAÍS RESIDENCIA',
  C: 'TIN',
  D: 'IN',
  E: 'TAM',
};

export const nombreDocumentoIdentidad = (tipo: string) => DOCUMENTO_IDENTIDAD[tipo] ?? 'DOCUMENTO';

export const MONEDA: Record<ComprobanteCalculado['entrada']['moneda'], { nombre: string; simbolo: string }> =
  {
    PEN: { nombre: 'SOLES', simbolo: 'S/' },
    USD: { nombre: 'DÓLARES AMERICANOS', simbolo: 'US$' },
  };

/**
 * Catálogo 03 names of the units of measure businesses use, as SUNAT lists them in Spanish (its
 * published validation catalogue names all 2,000 UN/ECE codes only in English). NIU and ZZ are printed
 * the way a customer reads them: UNIDAD and SERVICIO.
 */
const UNIDAD_MEDIDA: Readonly<Record<string, string>> = {
  NIU: 'UNIDAD',
  ZZ: 'SERVICIO',
  '4A': 'BOBINA',
  BJ: 'BALDE',
  BLL: 'BARRIL',
  BG: 'BOLSA',
  BO: 'BOTELLA',
  BX: 'CAJA',
  CT: 'CARTÓN',
  CMK: 'CENTÍMETRO CUADRADO',
  CMQ: 'CENTÍMETRO CÚBICO',
  CMT: 'CENTÍMETRO',
  CEN: 'CIENTO',
  CY: 'CILINDRO',
  CJ: 'CONO',
  DAY: 'DÍA',
  DZN: 'DOCENA',
  BE: 'FARDO',
  GLI: 'GALÓN INGLÉS',
  GLL: 'GALÓN',
  GRM: 'GRAMO',
  GRO: 'GRUESA',
  HLT: 'HECTOLITRO',
  LEF: 'HOJA',
  HUR: 'HORA',
  SET: 'JUEGO',
  KGM: 'KILOGRAMO',
  KTM: 'KILÓMETRO',
  KWH: 'KILOVATIO HORA',
  KT: 'KIT',
  CA: 'LATA',
  LBR: 'LIBRA',
  LTR: 'LITRO',
  MWH: 'MEGAVATIO HORA',
  MTR: 'METRO',
  MTK: 'METRO CUADRADO',
  MTQ: 'METRO CÚBICO',
  MGM: 'MILIGRAMO',
  MLT: 'MILILITRO',
  MMT: 'MILÍMETRO',
  MMK: 'MILÍMETRO CUADRADO',
  MMQ: 'MILÍMETRO CÚBICO',
  MIL: 'MILLAR',
  MIN: 'MINUTO',
  MON: 'MES',
  UM: 'MILLÓN DE UNIDADES',
  ONZ: 'ONZA',
  PF: 'PALETA',
  PK: 'PAQUETE',
  PR: 'PAR',
  FOT: 'PIE',
  FTK: 'PIE CUADRADO',
  FTQ: 'PIE CÚBICO',
  C62: 'PIEZA',
  PG: 'PLACA',
  ST: 'PLIEGO',
  INH: 'PULGADA',
  RM: 'RESMA',
  RO: 'ROLLO',
  DR: 'TAMBOR',
  STN: 'TONELADA CORTA',
  LTN: 'TONELADA LARGA',
  TNE: 'TONELADA',
  TU: 'TUBO',
  YRD: 'YARDA',
  YDK: 'YARDA CUADRADA',
};

/** The printed name of a catálogo 03 unit; a code without a Spanish name is printed as it is. */
export const nombreUnidad = (codigo: string) => UNIDAD_MEDIDA[codigo.toUpperCase()] ?? codigo;

/** Catálogo 59, the payment means of a detracción deposit. */
export const MEDIO_PAGO: Record<string, string> = {
  '001': 'Depósito en cuenta',
  '002': 'Giro',
  '003': 'Transferencia de fondos',
  '004': 'Orden de pago',
};

/** Serie-número as the XML's ID and the file name have it: F001-1. */
export const serieNumero = (serie: string, numero: number) => `${serie}-${numero}`;
