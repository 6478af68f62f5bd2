/**
 * SUNAT's general rules per comprobante type (PLE Anexo 2 "Reglas generales de los comprobantes de
 * pago", reference-data `ple-estructuras/reglas-comprobantes.csv`, generated from it and checked against
 * it by `reglas-comprobantes.test.ts`): the registers a type may be noted in, the estados each register
 * accepts for it, and the length of its series ('4' exactly four, '<=20' up to twenty) and number.
 */
export type ReglaRegistro = readonly [estados: string, serie: string, numero: string];

export type ReglaComprobante = {
  /** 14.1 registro de ventas. */
  ventas?: ReglaRegistro;
  /** 8.1 registro de compras. */
  compras?: ReglaRegistro;
  /** 8.2 no domiciliados. */
  noDomiciliados?: true;
  /** The number is numeric and greater than zero. */
  numeroNumerico?: true;
};

export const REGLAS_COMPROBANTE: Readonly<Record<string, ReglaComprobante>> = {
  '00': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], noDomiciliados: true },
  '01': { ventas: ['1289', '4', '<=8'], compras: ['01679', '4', '<=8'], numeroNumerico: true },
  '02': { compras: ['09', '4', '<=7'], numeroNumerico: true },
  '03': { ventas: ['1289', '4', '<=8'], compras: ['09', '4', '<=8'], numeroNumerico: true },
  '04': { ventas: ['1289', '4', '<=8'], compras: ['01679', '4', '<=8'], numeroNumerico: true },
  '05': { ventas: ['1289', '1', '<=11'], compras: ['01679', '1', '<=11'], numeroNumerico: true },
  '06': { ventas: ['189', '4', '<=8'], compras: ['01679', '4', '<=8'], numeroNumerico: true },
  '07': { ventas: ['1289', '4', '<=8'], compras: ['01679', '4', '<=8'], numeroNumerico: true },
  '08': { ventas: ['1289', '4', '<=8'], compras: ['01679', '4', '<=8'], numeroNumerico: true },
  '09': {},
  '10': { compras: ['09', '4', '<=20'] },
  '11': { ventas: ['1289', '<=20', '15'], compras: ['01679', '<=20', '15'], numeroNumerico: true },
  '12': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '13': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'] },
  '14': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'] },
  '15': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'] },
  '16': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '17': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '18': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '19': { ventas: ['1289', '<=20', '<=20'], compras: ['09', '<=20', '<=20'], numeroNumerico: true },
  '20': {},
  '21': { ventas: ['1289', '<=20', '<=20'], compras: ['09', '<=20', '<=20'] },
  '22': { compras: ['09', '4', '<=20'] },
  '23': { ventas: ['01289', '<=4', '<=7'], compras: ['01679', '<=4', '<=7'], numeroNumerico: true },
  '24': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'] },
  '25': { ventas: ['01289', '<=4', '<=7'], compras: ['01679', '<=4', '<=7'], numeroNumerico: true },
  '26': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'] },
  '27': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '28': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '29': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '30': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '31': {},
  '32': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '33': {},
  '34': { ventas: ['01289', '4', '<=7'], compras: ['01679', '4', '<=7'], numeroNumerico: true },
  '35': { ventas: ['01289', '4', '<=7'], compras: ['01679', '4', '<=7'], numeroNumerico: true },
  '36': { ventas: ['1289', '4', '<=8'], compras: ['01679', '4', '<=8'], numeroNumerico: true },
  '37': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '40': {},
  '41': {},
  '42': { ventas: ['01289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '43': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '44': { ventas: ['01289', '<=20', '<=20'], compras: ['09', '<=20', '<=20'], numeroNumerico: true },
  '45': { ventas: ['01289', '<=20', '<=20'], compras: ['09', '<=20', '<=20'], numeroNumerico: true },
  '46': { compras: ['01679', '4', '<=20'] },
  '48': { ventas: ['01289', '4', '<=7'], compras: ['01679', '4', '<=7'], numeroNumerico: true },
  '49': { ventas: ['0189', '<=20', '<=20'], compras: ['09', '<=20', '<=20'], numeroNumerico: true },
  '50': { compras: ['01679', '3', '<=6'], numeroNumerico: true },
  '51': { compras: ['01679', '3', '<=6'], numeroNumerico: true },
  '52': { compras: ['01679', '3', '<=6'], numeroNumerico: true },
  '53': { compras: ['01679', '3', '<=6'], numeroNumerico: true },
  '54': { compras: ['01679', '3', '<=20'], numeroNumerico: true },
  '55': { ventas: ['1289', '1', '<=11'], compras: ['01679', '1', '<=11'], numeroNumerico: true },
  '56': { ventas: ['01289', '4', '<=11'], compras: ['01679', '4', '<=11'], numeroNumerico: true },
  '87': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '88': { ventas: ['1289', '<=20', '<=20'], compras: ['01679', '<=20', '<=20'], numeroNumerico: true },
  '89': { compras: ['01679', '4', '<=7'], numeroNumerico: true },
  '91': { noDomiciliados: true },
  '96': { compras: ['01679', '<=20', '<=20'] },
  '97': { noDomiciliados: true },
  '98': { noDomiciliados: true },
};

/**
 * Series of electronic and pre-printed documents (the validation text of the same rules): a factura's
 * E001 or FXXX, a boleta's EB01 or BXXX, a note's any of them; four digits when printed on paper.
 */
export const SERIE_COMPROBANTE: Readonly<Record<string, RegExp>> = {
  '01': /^(E001|F[A-Z0-9]{3}|\d{4})$/,
  '03': /^(EB01|B[A-Z0-9]{3}|\d{4})$/,
  '04': /^(E001|\d{4})$/,
  '07': /^(E001|EB01|F[A-Z0-9]{3}|B[A-Z0-9]{3}|\d{4})$/,
  '08': /^(E001|EB01|F[A-Z0-9]{3}|B[A-Z0-9]{3}|\d{4})$/,
};
