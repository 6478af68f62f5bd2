import { calcularComprobante } from '../comprobantes/calculo.ts';
import { dec, esDecimal, soles, sumar } from './importes.ts';

/** An order line as its amounts need it: quantity, unit price with taxes, catálogo 07 affectation. */
export type LineaImporte = { cantidad: string; precioUnitario: string; afectacion: string };

export type ImportesPedido = { lineas: string[]; total: string };

/**
 * An order's amounts as its boleta or factura will print them: each line's value plus its taxes, and
 * the document's total (a line at a price with IGV totals quantity × price in cents). The precuenta, the
 * table map and the charge all use these amounts, so what the customer is asked for is what the document
 * says. `fecha` picks the IGV rate.
 */
export function importesPedido(lineas: readonly LineaImporte[], fecha: string): ImportesPedido {
  if (lineas.length === 0) return { lineas: [], total: '0.00' };
  const c = calcularComprobante({
    tipo: '03',
    serie: 'B000',
    numero: 1,
    fecha,
    moneda: 'PEN',
    cliente: { tipoDocumento: '1', numero: '00000000', nombre: 'CLIENTE' },
    lineas: lineas.map((l) => ({
      descripcion: 'ITEM',
      cantidad: l.cantidad,
      precioUnitario: l.precioUnitario,
      afectacion: l.afectacion,
    })),
  });
  const importes = c.lineas.map((l) => soles(dec(l.valorVenta).plus(l.totalTributos)));
  return { lineas: importes, total: soles(sumar(importes)) };
}

/** The Spanish message of a quantity the order cannot take, or undefined when it is valid. */
export function errorDeCantidad(cantidad: string): string | undefined {
  if (!esDecimal(cantidad, 4)) return 'La cantidad debe ser un número con hasta 4 decimales';
  if (dec(cantidad).lte(0)) return 'La cantidad debe ser mayor que cero';
  if (dec(cantidad).gt(9999)) return 'La cantidad admite hasta 9999';
  return undefined;
}
