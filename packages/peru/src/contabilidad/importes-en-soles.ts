import Decimal from 'decimal.js';

/**
 * A register line's amounts in soles (registers are kept in national currency): each one converted at
 * the document's rate to the cent, and the total too; the largest part absorbs the rounding so the parts
 * still add up to the total, as the ledger's asiento does. Amounts may be negative (credit notes).
 */
export function importesEnSoles<T extends Record<string, string>>(
  importes: T,
  total: keyof T & string,
  tipoCambio: string,
): Record<keyof T & string, string> {
  type K = keyof T & string;
  const tc = new Decimal(tipoCambio);
  const convertir = (v: string | undefined) =>
    new Decimal(v ?? 0).times(tc).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const claves = Object.keys(importes) as K[];
  const partes = claves.filter((k) => k !== total);
  const soles = new Map<K, Decimal>(claves.map((k) => [k, convertir(importes[k])]));
  const suma = partes.reduce((s, k) => s.plus(soles.get(k) ?? 0), new Decimal(0));
  const diferencia = (soles.get(total) ?? new Decimal(0)).minus(suma);
  if (!diferencia.isZero() && partes.length > 0) {
    const valor = (k: K) => (soles.get(k) ?? new Decimal(0)).abs();
    const mayor = partes.reduce((m, k) => (valor(k).gt(valor(m)) ? k : m));
    soles.set(mayor, (soles.get(mayor) ?? new Decimal(0)).plus(diferencia));
  }
  return Object.fromEntries(claves.map((k) => [k, (soles.get(k) ?? new Decimal(0)).toFixed(2)])) as Record<
    K,
    string
  >;
}
