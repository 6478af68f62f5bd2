import Decimal from 'decimal.js';

/** Sum of decimal strings, two decimals. */
export const sumaMontos = (montos: readonly string[]) =>
  montos.reduce((s, m) => s.plus(m || 0), new Decimal(0)).toFixed(2);

/** The column-wise sums of rows of amounts (all rows as long as `ancho`). */
export const sumasPorColumna = (filas: readonly (readonly string[])[], ancho: number) =>
  Array.from({ length: ancho }, (_, i) => sumaMontos(filas.map((f) => f[i] ?? '0')));
