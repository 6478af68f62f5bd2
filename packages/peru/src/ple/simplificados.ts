import Decimal from 'decimal.js';
import { lineaPle } from './formato.ts';
import { camposCompras, type FilaCompras } from './registro-compras.ts';
import { camposVentas, type FilaVentas } from './registro-ventas.ts';

/**
 * The simplified registers (14.2 ventas e ingresos, 8.3 compras) are their full registers (14.1, 8.1)
 * without some fields: for each simplified field, the position of the same field in the full one.
 * The structures, the writers and the checker's rules are derived from the full ones through these.
 */
export const POSICIONES_14_2: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 23, 24, 25, 26, 27, 28, 29, 30, 31, 33, 34, 35,
];
export const POSICIONES_8_3: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 37, 38,
  39, 41, 42,
];

/** The simplified fields out of the full ones. */
export const tomarCampos = <T>(completos: readonly T[], posiciones: readonly number[]): T[] =>
  posiciones.map((p) => completos[p - 1] as T);

const sumar = (...valores: (string | undefined)[]) =>
  valores.reduce((s, v) => s.plus(v || 0), new Decimal(0));

/**
 * A 14.2 line from the 14.1 row: the base and IGV net of their discounts; exports, exonerated and
 * unaffected sales, ISC and IVAP have no column of their own, so they go with "otros conceptos"
 * (what is not part of the taxed base), keeping fields 13–16 equal to the total.
 */
export function camposVentasSimplificado(f: FilaVentas): string[] {
  const base = sumar(f.baseGravada, f.descuentoBase);
  const igv = sumar(f.igv, f.descuentoIgv);
  const otros = new Decimal(f.total)
    .minus(base)
    .minus(igv)
    .minus(f.icbper || 0);
  const fila: FilaVentas = {
    ...f,
    baseGravada: base.toFixed(2),
    igv: igv.toFixed(2),
    otros: otros.toFixed(2),
  };
  return tomarCampos(camposVentas(fila), POSICIONES_14_2);
}

export const lineaVentasSimplificado = (f: FilaVentas): string => lineaPle(camposVentasSimplificado(f));

/**
 * An 8.3 line from the 8.1 row: fields 13–14 are the acquisitions that give right to crédito fiscal
 * (exclusively or partly taxed destinations); those without it, with their IGV, the non-taxed ones, ISC
 * and other charges go with "otros conceptos", keeping fields 13–16 equal to the total.
 */
export function camposComprasSimplificado(f: FilaCompras): string[] {
  const base = sumar(f.baseGravada, f.baseGravadaMixta);
  const igv = sumar(f.igv, f.igvMixta);
  const otros = new Decimal(f.total)
    .minus(base)
    .minus(igv)
    .minus(f.icbper || 0);
  const fila: FilaCompras = {
    ...f,
    baseGravada: base.toFixed(2),
    igv: igv.toFixed(2),
    otros: otros.toFixed(2),
  };
  return tomarCampos(camposCompras(fila), POSICIONES_8_3);
}

export const lineaComprasSimplificado = (f: FilaCompras): string => lineaPle(camposComprasSimplificado(f));
