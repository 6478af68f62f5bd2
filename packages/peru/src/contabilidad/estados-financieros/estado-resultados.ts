import type Decimal from 'decimal.js';
import {
  LINEAS_RESULTADOS,
  type LineaResultadosDef,
  type TipoEstadoResultados,
} from './lineas-resultados.ts';
import { dinero, reglaDeCuenta, type SaldoCuenta, saldoDeudor, sumar } from './saldos.ts';

export type LineaResultados = {
  codigo: string;
  titulo: string;
  /** The account prefixes it sums ('60, 61'); empty for a subtotal. */
  cuentas: string;
  subtotal: boolean;
  /** haber − debe: income positive, expenses negative. */
  importe: string;
};

export type EstadoResultados = { tipo: TipoEstadoResultados; lineas: LineaResultados[]; resultado: string };

const detalle = (tipo: TipoEstadoResultados) => LINEAS_RESULTADOS[tipo].filter((l) => !l.subtotal);

/** The statement line an account reports in, or undefined when the statement leaves it out (1–5, 79…). */
export function lineaDeResultados(
  tipo: TipoEstadoResultados,
  cuenta: string,
): LineaResultadosDef | undefined {
  return reglaDeCuenta(detalle(tipo), cuenta);
}

/** Each account's amount (haber − debe) on the statement line it reports in; 1–5, 79… are left out. */
export function cuentasDeResultados(
  tipo: TipoEstadoResultados,
  saldos: readonly SaldoCuenta[],
): { cuenta: string; linea: LineaResultadosDef; importe: Decimal }[] {
  return saldos.flatMap((s) => {
    const linea = lineaDeResultados(tipo, s.cuenta);
    return linea ? [{ cuenta: s.cuenta, linea, importe: saldoDeudor(s).negated() }] : [];
  });
}

/** A statement line as data: a detail line, or a subtotal (the running sum of the detail above it). */
export type DefLineaConSubtotal = { codigo: string; titulo: string; subtotal?: boolean; opcional?: boolean };

/**
 * The printed lines of a statement whose subtotals are running sums: each detail line's amount, each
 * subtotal's sum so far; an optional line without an amount is left out. Answers them and the final sum.
 */
export function lineasConSubtotales<D extends DefLineaConSubtotal>(
  defs: readonly D[],
  importeDe: (def: D) => Decimal,
  cuentasDe: (def: D) => string,
): { lineas: LineaResultados[]; resultado: Decimal } {
  let acumulado = sumar([]);
  const lineas: LineaResultados[] = [];
  for (const def of defs) {
    const importe = def.subtotal ? acumulado : importeDe(def);
    if (!def.subtotal) acumulado = acumulado.plus(importe);
    if (def.opcional && importe.isZero()) continue;
    lineas.push({
      codigo: def.codigo,
      titulo: def.titulo,
      cuentas: def.subtotal ? '' : cuentasDe(def),
      subtotal: def.subtotal === true,
      importe: dinero(importe),
    });
  }
  return { lineas, resultado: acumulado };
}

/** The estado de resultados by nature or by function from the accounts' sums of the periods it covers. */
export function estadoResultados(
  tipo: TipoEstadoResultados,
  saldos: readonly SaldoCuenta[],
): EstadoResultados {
  const importes = new Map<string, Decimal[]>();
  for (const { linea, importe } of cuentasDeResultados(tipo, saldos))
    importes.set(linea.codigo, [...(importes.get(linea.codigo) ?? []), importe]);
  const { lineas, resultado } = lineasConSubtotales(
    LINEAS_RESULTADOS[tipo],
    (def) => sumar(importes.get(def.codigo) ?? []),
    (def) => def.prefijos.join(', '),
  );
  return { tipo, lineas, resultado: dinero(resultado) };
}
