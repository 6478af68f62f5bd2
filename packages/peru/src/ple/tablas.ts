import { esRucValido } from '../identidad/ruc.ts';
import { REGLAS_COMPROBANTE } from './reglas-comprobantes.ts';

/**
 * The PLE Anexo 3 tables the books refer to (reference-data `ple-tablas/`), as code sets: checked
 * against those files by `tablas.test.ts`.
 */
const codigos = (lista: string) => new Set(lista.split(' '));

/** Tabla 1: medios de pago (SUNAT catálogo 59). */
export const TABLA_1_MEDIOS_PAGO = codigos(
  '001 002 003 004 005 006 007 008 009 010 011 101 102 103 104 105 106 107 108 999',
);

/** Tabla 2: identity documents. */
export const TABLA_2_DOCUMENTOS = codigos('0 1 4 6 7 A');

/** Tabla 10: comprobante types (the table, plus the types SUNAT's general rules name beyond it). */
export const TABLA_10_COMPROBANTES = new Set([
  ...codigos(
    '00 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 34 ' +
      '35 36 37 40 50 52 53 54 55 56 87 88 91 96 97 98',
  ),
  ...Object.keys(REGLAS_COMPROBANTE),
]);

/** Tabla 3: financial entities (the bank of a 1.2 line). */
export const TABLA_3_ENTIDADES = codigos(
  '01 02 03 05 07 08 09 11 12 16 18 22 23 25 26 29 35 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 53 54 55 56 58 99',
);

/** Tabla 4: currencies (ISO 4217 as SUNAT lists them). */
export const TABLA_4_MONEDAS = codigos(
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYR BZD ' +
    'CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EEK EGP ERN ETB EUR FJD FKP ' +
    'GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF ' +
    'KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LTL LVL LYD MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MXV ' +
    'MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK ' +
    'SGD SHP SLL SOS SRD STD SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN USS UYI UYU UZS ' +
    'VEF VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XDR XFU XOF XPD XPF XPT YER ZAR ZMK ZWL',
);

/** Tabla 17: charts of accounts (01 = PCGE). */
export const TABLA_17_PLANES = codigos('01 02 03 04 05 06 07 99');

/** The PCGE in tabla 17. */
export const PLAN_PCGE = '01';

/**
 * SUNAT's rule for identity numbers by tabla 2 type (Anexo 2 "Reglas de tipo y número de documento"):
 * DNI eight digits, RUC eleven with its check digit, the others letters and digits up to 12 or 15.
 * Answers the Spanish problem, or undefined.
 */
export function problemaDocumentoPle(tipo: string, numero: string): string | undefined {
  switch (tipo) {
    case '1':
      return /^\d{8}$/.test(numero) ? undefined : 'el DNI debe tener 8 dígitos';
    case '6':
      return esRucValido(numero) ? undefined : 'el RUC no es válido';
    case '4':
    case '7':
      return /^[A-Za-z0-9]{1,12}$/.test(numero) ? undefined : 'debe tener hasta 12 letras o dígitos';
    case 'A':
      return /^\d{1,15}$/.test(numero) ? undefined : 'debe tener hasta 15 dígitos';
    default:
      return /^[A-Za-z0-9]{1,15}$/.test(numero) ? undefined : 'debe tener hasta 15 letras o dígitos';
  }
}

/** Catálogo 06 (e-invoicing) → tabla 2: types without a place there are 'otros' (0); '-' (varios) none. */
export function documentoDeCatalogo06(tipo: string | null | undefined): string {
  if (!tipo || tipo === '-') return '';
  return TABLA_2_DOCUMENTOS.has(tipo) ? tipo : '0';
}
