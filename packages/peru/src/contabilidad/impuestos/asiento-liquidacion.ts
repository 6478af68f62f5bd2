import Decimal from 'decimal.js';
import type { MovimientoAsiento } from '../asiento.ts';

/** The month's IGV figures the settlement entry moves, in soles. */
export type ImportesAsientoLiquidacion = {
  igvMixta: string;
  creditoMixta: string;
  noDomiciliados: string;
  percepciones: string;
  retenciones: string;
};

/** The company's IGV account (tributo 1000, 40111 by default) and the accounts emptied into it. */
export type CuentasLiquidacion = {
  igv: string;
  noDomiciliados: string;
  percepciones: string;
  retenciones: string;
  /** 40117: IGV of acquisitions destined to taxed and non-taxed sales. */
  mixta?: string;
  /** Where the 'mixta' IGV without credit goes: 6411, IGV as an expense. */
  gastoIgv?: string;
};

/**
 * The IGV settlement entry: the creditable share of the 'mixta' IGV goes to the IGV account and the rest
 * to expense; the IGV paid on non-domiciled services, percepciones and retenciones are emptied into the
 * IGV account too. Afterwards the IGV account's balance is the IGV to pay (haber) or the credit to carry
 * (debe). Zero amounts give no line; an empty answer means there is nothing to move.
 */
export function asientoDeLiquidacionIgv(
  i: ImportesAsientoLiquidacion,
  c: CuentasLiquidacion,
): MovimientoAsiento[] {
  const lado = (cuenta: string, importe: Decimal, debe: boolean): MovimientoAsiento => ({
    cuenta,
    debe: debe ? importe.toFixed(2) : '0.00',
    haber: debe ? '0.00' : importe.toFixed(2),
    debeMe: '0.00',
    haberMe: '0.00',
  });
  const movimientos: MovimientoAsiento[] = [];
  const trasladar = (desde: string, importe: Decimal) => {
    if (importe.isZero()) return;
    // A negative amount (credit notes over purchases) moves the other way round.
    movimientos.push(
      lado(c.igv, importe.abs(), importe.isPositive()),
      lado(desde, importe.abs(), importe.isNegative()),
    );
  };
  const mixta = new Decimal(i.igvMixta);
  if (!mixta.isZero()) {
    const credito = new Decimal(i.creditoMixta);
    const gasto = mixta.minus(credito);
    if (!credito.isZero()) movimientos.push(lado(c.igv, credito.abs(), credito.isPositive()));
    if (!gasto.isZero()) movimientos.push(lado(c.gastoIgv ?? '6411', gasto.abs(), gasto.isPositive()));
    movimientos.push(lado(c.mixta ?? '40117', mixta.abs(), mixta.isNegative()));
  }
  trasladar(c.noDomiciliados, new Decimal(i.noDomiciliados));
  trasladar(c.percepciones, new Decimal(i.percepciones));
  trasladar(c.retenciones, new Decimal(i.retenciones));
  return movimientos;
}
