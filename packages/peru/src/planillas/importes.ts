import Decimal from 'decimal.js';

/**
 * Money in payroll: amounts travel as decimal strings and are computed with decimal.js. Each concept is
 * rounded once, to the cent and half up, when it is final (PLAME takes amounts with two decimals);
 * totals add the rounded concepts, so a payslip always adds up to what it prints.
 */

export const dec = (v: Decimal.Value | null | undefined) => new Decimal(v ?? 0);

/** To the cent, half up. */
export const alCentimo = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The rounded amount as text with two decimals. */
export const soles = (v: Decimal) => alCentimo(v).toFixed(2);

/** `tasa` percent of `base`, to the cent. */
export const porcentajeDe = (base: Decimal.Value, tasa: Decimal.Value) =>
  alCentimo(dec(base).times(tasa).dividedBy(100));

export const sumar = (valores: readonly Decimal.Value[]) =>
  valores.reduce<Decimal>((s, v) => s.plus(v), dec(0));
