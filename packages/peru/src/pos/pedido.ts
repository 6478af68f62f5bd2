import { dec, esDecimal, soles, sumar } from './importes.ts';

/** What an order line needs for its amount: quantity and unit price with taxes (decimal strings). */
export type LineaImporte = { cantidad: string; precioUnitario: string };

/** A line's amount: quantity × unit price, to the cent. */
export const importeLinea = (l: LineaImporte) => soles(dec(l.cantidad).times(l.precioUnitario));

/** The order's running total as the table map and the precuenta show it: its lines' amounts added. */
export const totalPedido = (lineas: readonly LineaImporte[]) => soles(sumar(lineas.map(importeLinea)));

/** The Spanish message of a quantity the order cannot take, or undefined when it is valid. */
export function errorDeCantidad(cantidad: string): string | undefined {
  if (!esDecimal(cantidad, 4)) return 'La cantidad debe ser un número con hasta 4 decimales';
  if (dec(cantidad).lte(0)) return 'La cantidad debe ser mayor que cero';
  if (dec(cantidad).gt(9999)) return 'La cantidad admite hasta 9999';
  return undefined;
}
