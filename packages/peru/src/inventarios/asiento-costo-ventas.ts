import Decimal from 'decimal.js';
import type { MovimientoAsiento } from '../contabilidad/asiento.ts';

/** What one product's goods sold in the month cost, and the accounts it goes through. */
export type CostoProducto = { cuentaCosto: string; cuentaExistencia: string; importe: string };

/** PCGE 2019 defaults: 69111 costo de ventas de mercaderías (terceros), 20111 mercaderías al costo. */
export const CUENTA_COSTO_VENTAS = '69111';
export const CUENTA_MERCADERIAS = '20111';

/**
 * The month's cost of sales entry: each cost account (69x) debited and each stock account (20x)
 * credited with the sum of its products, in soles. Products whose returns outweigh their sales credit
 * the cost back. Lines with nothing are left out.
 */
export function asientoCostoVentas(costos: readonly CostoProducto[]): MovimientoAsiento[] {
  const debe = new Map<string, Decimal>();
  const haber = new Map<string, Decimal>();
  for (const c of costos) {
    debe.set(c.cuentaCosto, (debe.get(c.cuentaCosto) ?? new Decimal(0)).plus(c.importe));
    haber.set(c.cuentaExistencia, (haber.get(c.cuentaExistencia) ?? new Decimal(0)).plus(c.importe));
  }
  const linea = (cuenta: string, importe: Decimal, lado: 'debe' | 'haber'): MovimientoAsiento => {
    const cargo = (lado === 'debe') === importe.gt(0);
    const v = importe.abs().toFixed(2);
    return { cuenta, debe: cargo ? v : '0.00', haber: cargo ? '0.00' : v, debeMe: '0.00', haberMe: '0.00' };
  };
  const lineas = (m: Map<string, Decimal>, lado: 'debe' | 'haber') =>
    [...m].filter(([, v]) => !v.isZero()).map(([cuenta, v]) => linea(cuenta, v, lado));
  return [...lineas(debe, 'debe'), ...lineas(haber, 'haber')];
}
