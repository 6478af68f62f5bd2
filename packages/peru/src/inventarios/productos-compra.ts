import Decimal from 'decimal.js';

/** A product line of a purchase as typed: units and either the unit cost or the line's cost (document currency). */
export type ProductoCompraEntrada = {
  producto_id: string;
  cantidad: string;
  costo_unitario?: string | null;
  costo_total?: string | null;
};

export type ProductoCompra = {
  productoId: string;
  cantidad: string;
  /** Soles per unit (8 decimals) and the line in soles. */
  costoUnitario: string;
  costoTotal: string;
};

/** Accounts of goods bought for stock: purchases (60) and the stocks themselves (20–28). */
export const esCuentaDeExistencias = (cuenta: string): boolean => /^(60|2[0-8])/.test(cuenta);

const NUMERO = /^\d+(\.\d+)?$/;

/**
 * The product lines of a purchase: each with units above zero and its unit cost or its total (the
 * other is derived); together they must cost what the purchase's goods lines (60x, 20x–28x) do, in the
 * document's currency, within a cent. Answers the lines in soles at the document's rate, or the first
 * problem in Spanish.
 */
export function productosDeCompra(
  lineas: readonly ProductoCompraEntrada[],
  baseExistencias: string,
  tipoCambio: string,
): { productos: ProductoCompra[] } | { error: string } {
  let suma = new Decimal(0);
  const productos: ProductoCompra[] = [];
  for (const [i, l] of lineas.entries()) {
    const n = i + 1;
    if (!NUMERO.test(l.cantidad ?? '') || new Decimal(l.cantidad).lte(0))
      return { error: `Producto ${n}: la cantidad debe ser mayor que cero` };
    const cantidad = new Decimal(l.cantidad);
    const unitario = l.costo_unitario?.trim();
    const totalTexto = l.costo_total?.trim();
    if (!unitario && !totalTexto)
      return { error: `Producto ${n}: indique el costo unitario o el costo total` };
    if ((unitario && !NUMERO.test(unitario)) || (totalTexto && !NUMERO.test(totalTexto)))
      return { error: `Producto ${n}: el costo debe ser un importe positivo` };
    const total = totalTexto ? new Decimal(totalTexto) : cantidad.times(unitario ?? 0).toDecimalPlaces(2);
    if (unitario && totalTexto && cantidad.times(unitario).minus(total).abs().gt('0.01'))
      return { error: `Producto ${n}: la cantidad por el costo unitario no da el costo total` };
    suma = suma.plus(total);
    const soles = total.times(tipoCambio).toDecimalPlaces(2);
    productos.push({
      productoId: l.producto_id,
      cantidad: cantidad.toFixed(),
      costoUnitario: soles.div(cantidad).toDecimalPlaces(8).toFixed(),
      costoTotal: soles.toFixed(2),
    });
  }
  const base = new Decimal(baseExistencias);
  if (productos.length && suma.minus(base).abs().gt('0.01'))
    return {
      error: `Los productos suman ${suma.toFixed(2)} y las líneas de mercaderías o existencias (60, 20–28) de la compra suman ${base.toFixed(2)}: deben ser iguales`,
    };
  return { productos };
}
