import Decimal from 'decimal.js';
import type { MovimientoAsiento } from './asiento.ts';
import { importeDe as D, esImporte, indiceMayor, redondeo2, vacio } from './importes-documento.ts';

/** A line of a miscellaneous journal entry as typed: amounts in the entry's currency. */
export type LineaAsientoVario = {
  cuenta: string;
  debe?: string | null;
  haber?: string | null;
  glosa?: string | null;
  centroCostoId?: string | null;
};

export type CuadreAsientoVario = { debe: string; haber: string; diferencia: string; cuadrado: boolean };

/** The sums of the typed lines and how far apart they are (debe − haber), for the grid as it is typed. */
export function cuadreAsientoVario(lineas: readonly LineaAsientoVario[]): CuadreAsientoVario {
  const debe = lineas.reduce((s, l) => s.plus(D(l.debe)), new Decimal(0));
  const haber = lineas.reduce((s, l) => s.plus(D(l.haber)), new Decimal(0));
  const diferencia = debe.minus(haber);
  return {
    debe: debe.toFixed(2),
    haber: haber.toFixed(2),
    diferencia: diferencia.toFixed(2),
    cuadrado: diferencia.isZero() && debe.gt(0),
  };
}

function problemaDeLinea(l: LineaAsientoVario, n: number): string | undefined {
  if (!l.cuenta.trim()) return `Línea ${n}: indique la cuenta`;
  for (const v of [l.debe, l.haber])
    if (!vacio(v) && !esImporte(v ?? '')) return `Línea ${n}: los importes tienen hasta 2 decimales`;
  const [debe, haber] = [D(l.debe), D(l.haber)];
  if (debe.gt(0) && haber.gt(0)) return `Línea ${n}: un movimiento va al debe o al haber, no a ambos`;
  if (debe.isZero() && haber.isZero()) return `Línea ${n}: indique el importe al debe o al haber`;
  return undefined;
}

/**
 * A miscellaneous journal entry (spec 02 operation kind 5) as ledger movements: each line in soles and,
 * for an entry in dollars, also in dollars converted at its rate. It must balance in its own currency —
 * the message says by how much it does not; the cents the conversion leaves go to the largest line of
 * the side with fewer lines, so it balances in soles too.
 */
export function asientoVario(e: {
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  lineas: readonly LineaAsientoVario[];
}): MovimientoAsiento[] | { error: string } {
  if (e.lineas.length < 2) return { error: 'El asiento necesita al menos dos líneas' };
  for (const [i, l] of e.lineas.entries()) {
    const problema = problemaDeLinea(l, i + 1);
    if (problema) return { error: problema };
  }
  const c = cuadreAsientoVario(e.lineas);
  if (!c.cuadrado)
    return {
      error: `El asiento no cuadra: debe ${c.debe} y haber ${c.haber} (diferencia ${new Decimal(c.diferencia).abs().toFixed(2)})`,
    };
  const dolares = e.moneda === 'USD';
  const tc = new Decimal(dolares ? e.tipoCambio : 1);
  const soles = e.lineas.map((l) => redondeo2(D(l.debe).plus(D(l.haber)).times(tc)));
  const alDebe = e.lineas.map((l) => D(l.debe).gt(0));
  const suma = (debe: boolean) =>
    soles.filter((_, i) => alDebe[i] === debe).reduce((s, v) => s.plus(v), new Decimal(0));
  const descuadre = suma(true).minus(suma(false));
  if (!descuadre.isZero()) {
    const debeMenos = alDebe.filter(Boolean).length <= alDebe.filter((d) => !d).length;
    const lado = soles.map((v, i) => (alDebe[i] === debeMenos ? v : new Decimal(-1)));
    const mayor = indiceMayor(lado);
    soles[mayor] = (soles[mayor] ?? new Decimal(0)).plus(debeMenos ? descuadre.negated() : descuadre);
  }
  return e.lineas.map((l, i) => {
    const s = (soles[i] ?? new Decimal(0)).toFixed(2);
    const me = dolares ? D(l.debe).plus(D(l.haber)).toFixed(2) : '0.00';
    const debe = alDebe[i] === true;
    return {
      cuenta: l.cuenta.trim(),
      debe: debe ? s : '0.00',
      haber: debe ? '0.00' : s,
      debeMe: debe ? me : '0.00',
      haberMe: debe ? '0.00' : me,
      ...(l.glosa?.trim() ? { glosa: l.glosa.trim() } : {}),
      ...(l.centroCostoId ? { centroCostoId: l.centroCostoId } : {}),
    };
  });
}
