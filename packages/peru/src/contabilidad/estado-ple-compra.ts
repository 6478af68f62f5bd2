/** A period as AAAAMM from a date (YYYY-MM-DD). */
export const periodoDeFecha = (fecha: string) => `${fecha.slice(0, 4)}${fecha.slice(5, 7)}`;

const meses = (periodo: string) => Number(periodo.slice(0, 4)) * 12 + Number(periodo.slice(4, 6)) - 1;

/**
 * How many months after the document's month it is noted in (0 in its own month); a malformed date or
 * period, or a period before the document, answers the Spanish message.
 */
export function mesesDeAtraso(fechaEmision: string, periodo: string): number | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fechaEmision)) return { error: 'La fecha de emisión no es válida' };
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) return { error: 'El periodo no es válido (AAAAMM)' };
  const atraso = meses(periodo) - meses(periodoDeFecha(fechaEmision));
  if (atraso < 0) return { error: 'El periodo no puede ser anterior al mes de emisión del comprobante' };
  return atraso;
}

export type EstadoPleCompra = '1' | '6' | '7';

/**
 * The state a purchase takes in the registro de compras 8.1 (field 42) from the period it is noted in:
 * '1' in its month of emission, '6' noted in one of the twelve following months (crédito fiscal kept),
 * '7' noted later (no crédito fiscal). A period before the document's month is refused.
 */
export function estadoPleCompra(fechaEmision: string, periodo: string): EstadoPleCompra | { error: string } {
  const atraso = mesesDeAtraso(fechaEmision, periodo);
  if (typeof atraso !== 'number') return atraso;
  if (atraso === 0) return '1';
  return atraso <= 12 ? '6' : '7';
}
