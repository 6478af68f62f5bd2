import Decimal from 'decimal.js';

/**
 * How every PLE field is written (SUNAT's "Reglas generales", MuchikNet/PLE `libros/README.md`): each
 * field followed by '|' — the last one too —, dates DD/MM/AAAA, amounts with '.' and two decimals and a
 * leading '-' when negative, no thousands separator. Lines end in CR LF.
 */
export const FIN_DE_LINEA = '\r\n';

/** 'YYYYMM' → the PLE period field 'AAAAMM00'. */
export const periodoPle = (periodo: string): string => `${periodo}00`;

/** 'YYYY-MM-DD' → 'DD/MM/AAAA'; empty when there is no date. */
export function fechaPle(fecha: string | null | undefined): string {
  if (!fecha) return '';
  const [anio, mes, dia] = fecha.slice(0, 10).split('-');
  return `${dia}/${mes}/${anio}`;
}

/** Two decimals and no negative zero (the '-' needs a digit other than 0 after it). */
const DOS_DECIMALES = /^(?:-(?=[0-9.]*[1-9])|)(?:0|[1-9]\d*)\.\d{2}$/;

/** An amount with two decimals ('-47.20', '0.00'); never '-0.00'. */
export function importePle(valor: string | null | undefined): string {
  // numeric(…, 2) columns already read as '118.00': only other shapes go through decimal.js.
  if (valor && DOS_DECIMALES.test(valor)) return valor;
  const d = new Decimal(valor || 0);
  return d.isZero() ? '0.00' : d.toFixed(2);
}

/** An optional amount: empty when absent. */
export const importeOpcionalPle = (valor: string | null | undefined): string =>
  valor === null || valor === undefined || valor === '' ? '' : importePle(valor);

/** The exchange rate, one integer and three decimals ('3.755', '1.000'). */
export const tipoCambioPle = (valor: string | null | undefined): string => new Decimal(valor || 1).toFixed(3);

/** Characters a PLE text may not hold (the field separator and the two slashes). */
const PROHIBIDOS = /[|/\\]/g;
/** Control characters (line breaks, tabs, C1) become blanks so a field never spans two lines. */
const CONTROL = /\p{Cc}/gu;
const MARCAS = /\p{M}/gu;
/** Printable ASCII but the forbidden three, no blank at either end nor two together. */
const SIMPLE = /^(?! )(?!.* {2})(?!.* $)[\x20-\x2e\x30-\x5b\x5d-\x7b\x7d\x7e]*$/;

/** A character outside ISO-8859-1 loses its accent if that makes it one, or becomes '?'. */
function latin1(c: string): string {
  if (c.charCodeAt(0) <= 0xff) return c;
  const base = c.normalize('NFD').replace(MARCAS, '');
  return base.length === 1 && base.charCodeAt(0) <= 0xff ? base : '?';
}

/**
 * A free-text field: one line, without '|', '/' or '\', in the ISO-8859-1 repertoire the file is
 * written in, blanks collapsed, cut to the field's length.
 */
export function textoPle(valor: string | null | undefined, longitud: number): string {
  if (!valor) return '';
  // Most names and numbers are plain ASCII with single blanks: nothing to clean.
  if (valor.length <= longitud && SIMPLE.test(valor)) return valor;
  const limpio = Array.from(valor.normalize('NFC').replace(CONTROL, ' ').replace(PROHIBIDOS, ' '), latin1)
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
  return Array.from(limpio).slice(0, longitud).join('').trimEnd();
}

/** A code or number field: the value without blanks or separators, cut to its length. */
export const codigoPle = (valor: string | null | undefined, longitud: number): string =>
  textoPle(valor, longitud).replace(/ /g, '');

/** A mark field: '1' when set, empty otherwise. */
export const marcaPle = (valor: boolean | undefined): string => (valor ? '1' : '');

/** One line of a book: every field followed by '|', then CR LF. */
export const lineaPle = (campos: readonly string[]): string =>
  `${campos.map((c) => `${c}|`).join('')}${FIN_DE_LINEA}`;

/** What an asiento is: the opening one of the year, a movement of the month, or the closing one. */
export type MomentoAsiento = 'apertura' | 'movimiento' | 'cierre';

const PREFIJO: Record<MomentoAsiento, string> = { apertura: 'A', movimiento: 'M', cierre: 'C' };

/** The 'correlativo del asiento' (2–10 characters): A, M or C and the line number ('M1', 'A12'). */
export const correlativoAsiento = (momento: MomentoAsiento, linea: number): string =>
  `${PREFIJO[momento]}${linea}`;
