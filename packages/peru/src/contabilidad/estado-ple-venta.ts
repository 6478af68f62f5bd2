import { mesesDeAtraso } from './estado-ple-compra.ts';

export type EstadoPleVenta = '1' | '8' | '9';

/**
 * The state a sale takes in the registro de ventas 14.1 (field 35) from the period it is noted in:
 * '1' in its month of emission; in a later period '8' when it was not noted in its own month (noted
 * late) or '9' when it was and this line adjusts it. An adjustment in the document's own month, or a
 * period before the document, is refused.
 */
export function estadoPleVenta(
  fechaEmision: string,
  periodo: string,
  ajuste = false,
): EstadoPleVenta | { error: string } {
  const atraso = mesesDeAtraso(fechaEmision, periodo);
  if (typeof atraso !== 'number') return atraso;
  if (atraso > 0) return ajuste ? '9' : '8';
  if (ajuste)
    return {
      error: 'Un ajuste (estado 9) se anota en un periodo posterior al mes de emisión del comprobante',
    };
  return '1';
}
