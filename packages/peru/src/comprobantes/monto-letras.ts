import Decimal from 'decimal.js';

/** Amount in words for leyenda 1000 ('CIENTO DIECIOCHO CON 00/100 SOLES'). */

const UNIDADES = [
  '',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISEIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDOS',
  'VEINTITRES',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISEIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
];
const DECENAS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'];
const CENTENAS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
];

function hasta999(n: number): string {
  if (n === 100) return 'CIEN';
  const c = Math.floor(n / 100);
  const r = n % 100;
  const partes: string[] = [];
  if (c) partes.push(CENTENAS[c] ?? '');
  if (r < 30) {
    if (r) partes.push(UNIDADES[r] ?? '');
  } else {
    const d = Math.floor(r / 10);
    const u = r % 10;
    partes.push(u ? `${DECENAS[d]} Y ${UNIDADES[u]}` : (DECENAS[d] ?? ''));
  }
  return partes.join(' ');
}

/** 'UNO' becomes 'UN' before MIL and MILLONES ('VEINTIUN MIL', 'UN MILLON'). */
const apocope = (t: string) => t.replace(/UNO$/, 'UN');

/** A non-negative integer below one billion (10^12) in Spanish words, upper case and without accents. */
export function enteroEnLetras(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`Número fuera de rango: ${n}`);
  if (n === 0) return 'CERO';
  const millones = Math.floor(n / 1e6);
  const miles = Math.floor((n % 1e6) / 1000);
  const resto = n % 1000;
  const partes: string[] = [];
  if (millones) {
    partes.push(millones === 1 ? 'UN MILLON' : `${apocope(enteroEnLetras(millones))} MILLONES`);
  }
  if (miles) partes.push(miles === 1 ? 'MIL' : `${apocope(hasta999(miles))} MIL`);
  if (resto) partes.push(hasta999(resto));
  return partes.join(' ');
}

const NOMBRE_MONEDA: Record<string, string> = { PEN: 'SOLES', USD: 'DOLARES AMERICANOS' };

/** '118.00', 'PEN' → 'CIENTO DIECIOCHO CON 00/100 SOLES'. */
export function montoEnLetras(monto: string, moneda: string): string {
  const d = new Decimal(monto).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const entero = d.trunc();
  const centimos = d.minus(entero).times(100).toFixed(0).padStart(2, '0');
  return `${enteroEnLetras(entero.toNumber())} CON ${centimos}/100 ${NOMBRE_MONEDA[moneda] ?? moneda}`;
}
