import Decimal from 'decimal.js';

/**
 * Money at the point of sale: decimal strings in, decimal strings out, computed with decimal.js and
 * rounded to the cent half up only where an amount is final.
 */

export const dec = (v: Decimal.Value | null | undefined) => new Decimal(v ?? 0);

/** To the cent, half up, as text with two decimals. */
export const soles = (v: Decimal.Value) => dec(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export const sumar = (valores: readonly Decimal.Value[]) =>
  valores.reduce<Decimal>((s, v) => s.plus(v), dec(0));

/** A decimal string with at most `decimales` places (no sign, no exponent); the rest are not amounts. */
export function esDecimal(texto: string, decimales: number): boolean {
  return new RegExp(`^\\d{1,10}(\\.\\d{1,${decimales}})?$`).test(texto.trim());
}
