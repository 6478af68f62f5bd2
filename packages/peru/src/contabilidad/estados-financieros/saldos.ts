import Decimal from 'decimal.js';

/** What a statement reads of one ledger account: its sums in soles between two periods. */
export type SaldoCuenta = { cuenta: string; denominacion: string; debe: string; haber: string };

/** Debit balance (debe − haber); negative is a credit balance. */
export const saldoDeudor = (s: SaldoCuenta): Decimal => new Decimal(s.debe).minus(s.haber);

export const sumar = (valores: Iterable<Decimal>): Decimal => {
  let total = new Decimal(0);
  for (const v of valores) total = total.plus(v);
  return total;
};

export const dinero = (d: Decimal): string => d.toFixed(2);

/** The element (first digit) of an account: 1–5 balance sheet, 6–9 results, 0 memorandum accounts. */
export const elemento = (cuenta: string): number => Number(cuenta[0]);

/** Whether an account is of the balance sheet (elements 1 to 5). */
export const esDeBalance = (cuenta: string): boolean => elemento(cuenta) >= 1 && elemento(cuenta) <= 5;

/** Whether an account closes into the result (elements 6 to 9). */
export const esDeResultado = (cuenta: string): boolean => elemento(cuenta) >= 6;

/**
 * The rule of a table that fits an account best: the longest prefix it starts with (4011 over 40 over 4),
 * so a table can send a sub-account somewhere else than its parent.
 */
export function reglaDeCuenta<T extends { prefijos: readonly string[] }>(
  reglas: readonly T[],
  cuenta: string,
): T | undefined {
  let mejor: { regla: T; largo: number } | undefined;
  for (const regla of reglas)
    for (const p of regla.prefijos)
      if (cuenta.startsWith(p) && (!mejor || p.length > mejor.largo)) mejor = { regla, largo: p.length };
  return mejor?.regla;
}
