import Decimal from 'decimal.js';
import type { LineaAsientoVario } from './asiento-vario.ts';
import { importeDe as D, esImporte, indiceMayor, redondeo2, vacio } from './importes-documento.ts';

export type LadoPredisenado = 'debe' | 'haber';

/** A line of a pre-designed entry as typed: a percentage of the amount or a fixed amount. */
export type LineaPredisenadaEntrada = {
  cuenta: string;
  lado: string;
  porcentaje?: string | null;
  monto?: string | null;
  glosa?: string | null;
};

/** A checked line: exactly one of porcentaje and monto, both as two-decimal strings. */
export type LineaPredisenada = {
  cuenta: string;
  lado: LadoPredisenado;
  porcentaje: string | null;
  monto: string | null;
  glosa: string | null;
};

const PORCENTAJE = /^\d{1,3}(\.\d{1,2})?$/;
const LADOS: Record<LadoPredisenado, string> = { debe: 'debe', haber: 'haber' };
const esLado = (v: string): v is LadoPredisenado => v in LADOS;

function lineaPredisenada(l: LineaPredisenadaEntrada, n: number): LineaPredisenada | string {
  const cuenta = l.cuenta.trim();
  if (!cuenta) return `Línea ${n}: indique la cuenta`;
  const lado = l.lado.trim().toLowerCase();
  if (!esLado(lado)) return `Línea ${n}: el lado es debe o haber`;
  const [p, m] = [(l.porcentaje ?? '').trim(), (l.monto ?? '').trim()];
  if (vacio(p) === vacio(m)) return `Línea ${n}: indique un porcentaje o un monto fijo, no ambos`;
  if (p && (!PORCENTAJE.test(p) || new Decimal(p).lte(0) || new Decimal(p).gt(100)))
    return `Línea ${n}: el porcentaje es mayor que 0 y hasta 100, con hasta 2 decimales`;
  if (m && (!esImporte(m) || D(m).lte(0)))
    return `Línea ${n}: el monto fijo es mayor que 0, con hasta 2 decimales`;
  return {
    cuenta,
    lado,
    porcentaje: p ? new Decimal(p).toFixed(2) : null,
    monto: m ? D(m).toFixed(2) : null,
    glosa: l.glosa?.trim() || null,
  };
}

const suma = (ls: readonly LineaPredisenada[], lado: LadoPredisenado, campo: 'porcentaje' | 'monto') =>
  ls.filter((l) => l.lado === lado).reduce((s, l) => s.plus(D(l[campo])), new Decimal(0));

/**
 * Checks a pre-designed entry's lines: when any line is a percentage, the percentages of each side add
 * to 100 %; the fixed amounts of the debe equal those of the haber. Answers the lines normalised.
 */
export function lineasPredisenadas(
  lineas: readonly LineaPredisenadaEntrada[],
): LineaPredisenada[] | { error: string } {
  if (lineas.length < 2) return { error: 'El asiento prediseñado necesita al menos dos líneas' };
  const checadas: LineaPredisenada[] = [];
  for (const [i, l] of lineas.entries()) {
    const r = lineaPredisenada(l, i + 1);
    if (typeof r === 'string') return { error: r };
    checadas.push(r);
  }
  if (checadas.some((l) => l.porcentaje))
    for (const lado of ['debe', 'haber'] as const) {
      const p = suma(checadas, lado, 'porcentaje');
      if (!p.eq(100))
        return { error: `Los porcentajes del ${lado} suman ${p.toFixed(2)} %: deben sumar 100 %` };
    }
  const [debe, haber] = [suma(checadas, 'debe', 'monto'), suma(checadas, 'haber', 'monto')];
  if (!debe.eq(haber))
    return {
      error: `Los montos fijos no cuadran: debe ${debe.toFixed(2)} y haber ${haber.toFixed(2)}`,
    };
  return checadas;
}

/**
 * The lines of the asiento vario a pre-designed entry gives for an amount: each side's percentages of
 * the amount (the rounding cent goes to the largest line of its side) and the fixed amounts as they are.
 */
export function asientoDePredisenado(
  lineas: readonly LineaPredisenadaEntrada[],
  importe: string,
): LineaAsientoVario[] | { error: string } {
  const checadas = lineasPredisenadas(lineas);
  if ('error' in checadas) return checadas;
  const conPorcentaje = checadas.some((l) => l.porcentaje);
  if (conPorcentaje && (!esImporte(importe) || D(importe).lte(0)))
    return { error: 'Indique el importe del asiento, mayor que 0 y con hasta 2 decimales' };
  const total = D(importe);
  const montos = checadas.map((l) =>
    l.porcentaje ? redondeo2(total.times(l.porcentaje).div(100)) : D(l.monto),
  );
  if (conPorcentaje)
    for (const lado of ['debe', 'haber'] as const) {
      const deLado = (i: number) => checadas[i]?.lado === lado && checadas[i]?.porcentaje !== null;
      const suyos = montos.map((v, i) => (deLado(i) ? v : new Decimal(-1)));
      const resto = total.minus(suyos.filter((v) => v.gte(0)).reduce((s, v) => s.plus(v), new Decimal(0)));
      const mayor = indiceMayor(suyos);
      montos[mayor] = (montos[mayor] ?? new Decimal(0)).plus(resto);
    }
  return checadas.map((l, i) => {
    const monto = (montos[i] ?? new Decimal(0)).toFixed(2);
    return {
      cuenta: l.cuenta,
      ...(l.lado === 'debe' ? { debe: monto } : { haber: monto }),
      ...(l.glosa ? { glosa: l.glosa } : {}),
    };
  });
}
