import Decimal from 'decimal.js';
import type { MovimientoLibro } from '../../contabilidad/libro/registrar-operacion.ts';
import type { Partida } from './calculo.ts';

/**
 * The run's asiento, one line per account: each account's partidas added in decimal, a positive
 * balance to the debe and a negative one to the haber (a provision that fell reverses its sides).
 * It balances because every kind's partidas add up to zero.
 */
export function asientoDePartidas(partidas: readonly Partida[], glosa: string): MovimientoLibro[] {
  const saldos = new Map<string, Decimal>();
  for (const p of partidas) saldos.set(p.cuenta, (saldos.get(p.cuenta) ?? new Decimal(0)).plus(p.importe));
  const linea = (cuenta: string, v: Decimal): MovimientoLibro => ({
    cuenta,
    debe: v.gt(0) ? v.toFixed(2) : '0.00',
    haber: v.lt(0) ? v.negated().toFixed(2) : '0.00',
    debeMe: '0.00',
    haberMe: '0.00',
    glosa,
  });
  const cuentas = [...saldos.entries()].filter(([, v]) => !v.isZero()).sort(([a], [b]) => a.localeCompare(b));
  return [
    ...cuentas.filter(([, v]) => v.gt(0)).map(([c, v]) => linea(c, v)),
    ...cuentas.filter(([, v]) => v.lt(0)).map(([c, v]) => linea(c, v)),
  ];
}
