import Decimal from 'decimal.js';

/**
 * What the purchase and sales calculations share: amounts as typed (never floats), the IGV of a base at
 * the date's rate or as the document prints it, and the one cent the typed total may differ by.
 */

const IMPORTE = /^\d{1,12}(\.\d{1,2})?$/;
/** A non-negative amount with up to two decimals, as typed. */
export const esImporte = (v: string) => IMPORTE.test(v.trim());
/** The IGV a document prints may differ from base × rate by its own line roundings, never by more. */
const TOLERANCIA_IGV = new Decimal(1);
/** How far the typed total may be from the sum of its parts (one cent of rounding). */
export const TOLERANCIA_TOTAL = '0.01';

export const vacio = (v: string | null | undefined) => (v ?? '').trim() === '';
/** An amount as typed, or zero when it is empty or not an amount (its message is given apart). */
export const importeDe = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return IMPORTE.test(t) ? new Decimal(t) : new Decimal(0);
};
export const redondeo2 = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Where the largest amount is (the first of equals): the line that absorbs a rounding cent. */
export function indiceMayor(valores: readonly Decimal[]): number {
  let mayor = 0;
  for (const [i, v] of valores.entries()) if (v.gt(valores[mayor] ?? 0)) mayor = i;
  return mayor;
}

/** A rate in percent as typed ('18', '10.5'), or undefined. */
export const tasaValida = (tasa: string) =>
  /^\d{1,2}(\.\d{1,2})?$/.test(tasa) ? new Decimal(tasa) : undefined;

/**
 * The IGV of a base: base × rate to the cent, or the amount the document prints when it is within a sol
 * of that. Answers the amount, or the problem in lower case for the caller to place ("Línea 2: …").
 */
export function igvDeBase(
  base: Decimal,
  tasa: Decimal,
  impreso: string | null | undefined,
): string | { error: string } {
  const calculado = redondeo2(base.times(tasa).dividedBy(100));
  if (vacio(impreso)) return calculado.toFixed(2);
  const igv = (impreso ?? '').trim();
  if (!IMPORTE.test(igv)) return { error: 'el IGV debe ser un importe con hasta 2 decimales' };
  if (new Decimal(igv).minus(calculado).abs().gt(TOLERANCIA_IGV))
    return {
      error: `el IGV ${new Decimal(igv).toFixed(2)} no corresponde al ${tasa.toString()}% de la base ${base.toFixed(2)} (${calculado.toFixed(2)})`,
    };
  return new Decimal(igv).toFixed(2);
}

/** Problems of the optional charges (ISC, ICBPER, otros) as typed. */
export function problemasDeCargos(cargos: Record<string, string | null | undefined>): string[] {
  return Object.entries(cargos)
    .filter(([, valor]) => !vacio(valor) && !IMPORTE.test((valor ?? '').trim()))
    .map(([nombre]) => `El ${nombre.toUpperCase()} debe ser un importe positivo con hasta 2 decimales`);
}
