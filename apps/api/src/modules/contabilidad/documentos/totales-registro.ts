import Decimal from 'decimal.js';

/** A register's totals: each amount column summed over its rows, to the cent. */
export function totalesDe<K extends string>(
  filas: readonly Record<K, string>[],
  columnas: readonly K[],
): Record<K, string> {
  return Object.fromEntries(
    columnas.map((k) => [k, filas.reduce((s, f) => s.plus(f[k]), new Decimal(0)).toFixed(2)]),
  ) as Record<K, string>;
}
