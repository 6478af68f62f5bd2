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

/** The estado de resultados by nature or by function from the accounts' sums of the periods it covers. */
export function estadoResultados(
  tipo: TipoEstadoResultados,
  saldos: readonly SaldoCuenta[],
): EstadoResultados {
  const importes = new Map<string, Decimal[]>();
  for (const s of saldos) {
    const linea = lineaDeResultados(tipo, s.cuenta);
    if (linea) importes.set(linea.codigo, [...(importes.get(linea.codigo) ?? []), saldoDeudor(s).negated()]);
  }
  let acumulado = sumar([]);
  const lineas: LineaResultados[] = [];
  for (const def of LINEAS_RESULTADOS[tipo]) {
    const importe = def.subtotal ? acumulado : sumar(importes.get(def.codigo) ?? []);
    if (!def.subtotal) acumulado = acumulado.plus(importe);
    if (def.opcional && importe.isZero()) continue;
    lineas.push({
      codigo: def.codigo,
      titulo: def.titulo,
      cuentas: def.prefijos.join(', '),
      subtotal: def.subtotal === true,
      importe: dinero(importe),
    });
  }
  return { tipo, lineas, resultado: dinero(acumulado) };
}
