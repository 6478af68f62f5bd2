import Decimal from 'decimal.js';
import type { MovimientoAsiento } from './asiento.ts';
import type { TipoCuentas } from './cuentas-por-cobrar-pagar.ts';

/**
 * PCGE 2019 accounts of the exchange difference a foreign-currency document leaves when it is
 * collected or paid at a rate other than its own: 676 (pérdida) and 776 (ganancia).
 */
export const CUENTAS_DIFERENCIA_CAMBIO = { perdida: '676', ganancia: '776' } as const;

/** A document collected or paid: its account, balance and the amount applied, in its currency. */
export type DocumentoCobroPago = {
  /** How the document is named in messages (01 F001-123). */
  documento: string;
  cuenta: string;
  /** Pending balance in soles, on the document's natural side (positive). */
  saldo: string;
  /** Pending balance in the document's foreign currency; ignored for soles. */
  saldoMe: string;
  /** Amount applied, in the document's currency. */
  monto: string;
  /** Soles actually paid for it when fixed apart from the rate (a detracción deposited in soles). */
  soles?: string;
};

export type CobroPago = {
  tipo: TipoCuentas;
  moneda: 'PEN' | 'USD';
  /** The rate of the payment's date; 1 for soles. */
  tipoCambio: string;
  /** The 10x account of the cash box or bank account. */
  cuentaEfectivo: string;
  documentos: readonly DocumentoCobroPago[];
};

/** A line of the asiento; `documento` is the index of the document it settles (the 10x and 67/77 lines have none). */
export type MovimientoCobroPago = MovimientoAsiento & { documento?: number };

const IMPORTE = /^\d{1,14}(\.\d{1,2})?$/;
const DOS = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The asiento of a collection (cargo 10x / abono 12x…) or a payment (cargo 42x… / abono 10x) of one or
 * many documents. In soles each document leaves its balance in proportion to what is applied (all of it
 * when fully settled, so its soles balance reaches exactly zero), and cash moves at the payment's rate;
 * the difference between both goes to 676 or 776. Answers the lines or the Spanish message of the first
 * problem (an amount above the balance, a missing rate…).
 */
export function asientoDeCobroPago(c: CobroPago): MovimientoCobroPago[] | { error: string } {
  if (c.documentos.length === 0) return { error: 'Seleccione al menos un documento' };
  const me = c.moneda !== 'PEN';
  const tc = new Decimal(me ? c.tipoCambio || '0' : 1);
  if (!tc.gt(0)) return { error: 'Indique el tipo de cambio del día del pago' };
  const cobro = c.tipo === 'cobrar';
  const lineas: MovimientoCobroPago[] = [];
  let efectivo = new Decimal(0);
  let efectivoMe = new Decimal(0);
  let diferencia = new Decimal(0);
  for (const [i, d] of c.documentos.entries()) {
    if (!IMPORTE.test(d.monto) || new Decimal(d.monto).lte(0))
      return { error: `${d.documento}: el monto debe ser mayor que cero con hasta 2 decimales` };
    const monto = new Decimal(d.monto);
    const saldo = new Decimal(me ? d.saldoMe : d.saldo);
    if (!saldo.gt(0)) return { error: `${d.documento}: el documento no tiene saldo pendiente` };
    if (monto.gt(saldo))
      return {
        error: `${d.documento}: el monto ${monto.toFixed(2)} excede el saldo pendiente ${saldo.toFixed(2)}`,
      };
    const delDocumento = me
      ? monto.eq(saldo)
        ? new Decimal(d.saldo)
        : DOS(new Decimal(d.saldo).times(monto).dividedBy(saldo))
      : monto;
    const pagado = d.soles !== undefined ? new Decimal(d.soles) : me ? DOS(monto.times(tc)) : monto;
    efectivo = efectivo.plus(pagado);
    if (me) efectivoMe = efectivoMe.plus(monto);
    // Cash above the document's soles is a gain when collecting and a loss when paying.
    diferencia = diferencia.plus(cobro ? pagado.minus(delDocumento) : delDocumento.minus(pagado));
    const s = delDocumento.toFixed(2);
    const m = me ? monto.toFixed(2) : '0.00';
    lineas.push({
      cuenta: d.cuenta,
      debe: cobro ? '0.00' : s,
      haber: cobro ? s : '0.00',
      debeMe: cobro ? '0.00' : m,
      haberMe: cobro ? m : '0.00',
      documento: i,
    });
  }
  const caja: MovimientoCobroPago = {
    cuenta: c.cuentaEfectivo,
    debe: cobro ? efectivo.toFixed(2) : '0.00',
    haber: cobro ? '0.00' : efectivo.toFixed(2),
    debeMe: cobro ? efectivoMe.toFixed(2) : '0.00',
    haberMe: cobro ? '0.00' : efectivoMe.toFixed(2),
  };
  const ajuste: MovimientoCobroPago[] = diferencia.isZero()
    ? []
    : diferencia.gt(0)
      ? [linea(CUENTAS_DIFERENCIA_CAMBIO.ganancia, false, diferencia)]
      : [linea(CUENTAS_DIFERENCIA_CAMBIO.perdida, true, diferencia.negated())];
  return cobro ? [caja, ...lineas, ...ajuste] : [...lineas, ...ajuste, caja];
}

function linea(cuenta: string, alDebe: boolean, soles: Decimal): MovimientoCobroPago {
  const s = soles.toFixed(2);
  return {
    cuenta,
    debe: alDebe ? s : '0.00',
    haber: alDebe ? '0.00' : s,
    debeMe: '0.00',
    haberMe: '0.00',
    glosa: alDebe ? 'Pérdida por diferencia de cambio' : 'Ganancia por diferencia de cambio',
  };
}

/**
 * The foreign-currency amount a detracción deposited in soles settles of a dollar document: the soles
 * at the deposit's rate, to the cent, never more than the balance.
 */
export function montoMeDeSoles(soles: string, tipoCambio: string, saldoMe: string): string {
  const tc = new Decimal(tipoCambio);
  if (!tc.gt(0)) return '0.00';
  return Decimal.min(DOS(new Decimal(soles).dividedBy(tc)), saldoMe).toFixed(2);
}
