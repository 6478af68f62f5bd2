import type Decimal from 'decimal.js';
import { dec, esDecimal, soles, sumar } from './importes.ts';

export const MEDIOS_PAGO = ['efectivo', 'tarjeta', 'yape', 'plin', 'transferencia'] as const;
export type MedioPago = (typeof MEDIOS_PAGO)[number];

/** A payment as the cashier enters it; only cash may hand over more than it covers. */
export type PagoEntrada = {
  medio: string;
  monto: string;
  recibido?: string | null;
  referencia?: string | null;
};

export type PagoAplicado = {
  medio: MedioPago;
  monto: string;
  recibido: string;
  vuelto: string;
  referencia: string | null;
};

export type ResultadoPagos = { pagos: PagoAplicado[]; vuelto: string } | { error: string };

const esMedio = (m: string): m is MedioPago => (MEDIOS_PAGO as readonly string[]).includes(m);

function aplicar(p: PagoEntrada): PagoAplicado | string {
  if (!esMedio(p.medio)) return `Medio de pago no válido: ${p.medio}`;
  if (!esDecimal(p.monto, 2) || dec(p.monto).lte(0)) return 'Cada pago debe tener un monto mayor que cero';
  const recibidoTexto = p.recibido?.trim() || p.monto;
  if (!esDecimal(recibidoTexto, 2)) return 'El monto recibido no es válido';
  const recibido: Decimal = dec(recibidoTexto);
  if (recibido.lt(p.monto)) return 'El monto recibido no puede ser menor que el pago';
  if (p.medio !== 'efectivo' && !recibido.eq(p.monto))
    return 'Solo el pago en efectivo puede recibir más que su monto (vuelto)';
  return {
    medio: p.medio,
    monto: soles(p.monto),
    recibido: soles(recibido),
    vuelto: soles(recibido.minus(p.monto)),
    referencia: p.referencia?.trim() || null,
  };
}

/**
 * Checks a single or split payment of `total`: one or more methods whose amounts add up to exactly the
 * total; cash may receive more and gives the difference back as change.
 */
export function aplicarPagos(total: string, entrada: readonly PagoEntrada[]): ResultadoPagos {
  if (entrada.length === 0) return { error: 'Ingrese al menos un pago' };
  if (entrada.length > 10) return { error: 'Se admiten hasta 10 pagos por cobro' };
  const pagos: PagoAplicado[] = [];
  for (const p of entrada) {
    const aplicado = aplicar(p);
    if (typeof aplicado === 'string') return { error: aplicado };
    pagos.push(aplicado);
  }
  const cubierto = sumar(pagos.map((p) => p.monto));
  if (!cubierto.eq(total))
    return {
      error: `Los pagos suman ${soles(cubierto)} y el total a cobrar es ${soles(total)}`,
    };
  return { pagos, vuelto: soles(sumar(pagos.map((p) => p.vuelto))) };
}
