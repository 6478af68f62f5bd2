import Decimal from 'decimal.js';

/**
 * Unit value (without IGV) and unit price (with IGV) of a product. Both are kept with up to 10
 * decimals, as SUNAT's UBL allows; the invoice shows the price rounded to 2.
 */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

export const DECIMALES_PRECIO = 10;

/** SUNAT accepts a difference of one cent between the 2-decimal price and the value plus tax. */
const TOLERANCIA = new D('0.01');

export type TipoUtilidad = 'porcentaje' | 'monto';

const factor = (tasaPorcentaje: string) => new D(tasaPorcentaje).div(100).plus(1);
const aTexto = (d: Decimal) => d.toDecimalPlaces(DECIMALES_PRECIO).toFixed();

/** precio = valor × (1 + tasa); tasa is a percentage ('18', '10.5', '0'). */
export function precioDesdeValor(valorUnitario: string, tasaPorcentaje: string): string {
  return aTexto(new D(valorUnitario).times(factor(tasaPorcentaje)));
}

/** valor = precio ÷ (1 + tasa), kept to 10 decimals so that it gives the price back. */
export function valorDesdePrecio(precioUnitario: string, tasaPorcentaje: string): string {
  return aTexto(new D(precioUnitario).div(factor(tasaPorcentaje)));
}

/**
 * A value and price agree when the value plus tax, rounded to 2 decimals, is within one cent of the
 * price rounded to 2 decimals.
 */
export function preciosConsistentes(
  valorUnitario: string,
  precioUnitario: string,
  tasaPorcentaje: string,
): boolean {
  const esperado = new D(valorUnitario).times(factor(tasaPorcentaje)).toDecimalPlaces(2);
  const dado = new D(precioUnitario).toDecimalPlaces(2);
  return esperado.minus(dado).abs().lte(TOLERANCIA);
}

/**
 * Unit value from the acquisition cost (without IGV, which is tax credit) plus a margin: a percentage
 * of the cost or a fixed amount. The price then follows from the affectation.
 */
export function valorPorMargen(adquisicion: string, utilidad: string, tipo: TipoUtilidad): string {
  const costo = new D(adquisicion);
  const margen = new D(utilidad);
  return aTexto(tipo === 'monto' ? costo.plus(margen) : costo.times(margen.div(100).plus(1)));
}

/**
 * A non-negative decimal as typed ('12.5') that fits its column: at most `enteros` integer digits and
 * `decimales` decimals (numeric(20,10) by default).
 */
export function esDecimalNoNegativo(texto: string, decimales = DECIMALES_PRECIO, enteros = 10): boolean {
  const m = texto.trim().match(/^(\d+)(?:\.(\d+))?$/);
  if (!m?.[1]) return false;
  return m[1].replace(/^0+(?=\d)/, '').length <= enteros && (m[2] ?? '').length <= decimales;
}

/** The canonical text of a decimal ('012.50' → '12.5'). */
export function normalizarDecimal(texto: string): string {
  return new D(texto.trim()).toFixed();
}

/** a > b, for decimal strings. */
export function esMayorQue(a: string, b: string): boolean {
  return new D(a).gt(new D(b));
}
