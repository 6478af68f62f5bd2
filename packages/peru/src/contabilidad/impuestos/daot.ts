import Decimal from 'decimal.js';

/**
 * DAOT (Declaración Anual de Operaciones con Terceros): the year's operations with each supplier
 * (costos) or customer (ingresos) whose sum exceeds 2 UIT of that year (RS 024-2002/SUNAT and its
 * amendments). peru-facts does not state how the sum is taken; we follow the reading that it is the
 * value of the operations without IGV — the base imponible of taxed ones plus the value of the rest —
 * and leave out exports, imports, non-domiciled suppliers and documents without the third party's
 * identity (to verify against the regulation's text).
 */
export const UIT_DAOT = '2';

/** One document of a register with its third party, in soles (credit notes negative). */
export type OperacionDaot = {
  tipoDocumento: string | null;
  numeroDocumento: string | null;
  nombre: string | null;
  base: string;
  igv: string;
  noGravada: string;
};

export type TerceroDaot = {
  tipoDocumento: string;
  numeroDocumento: string;
  nombre: string;
  documentos: number;
  base: string;
  igv: string;
  noGravada: string;
  /** What is compared with the 2 UIT: base + no gravada. */
  monto: string;
  total: string;
};

// Catálogo 06 codes that do not identify anyone (0: sin documento, '-': varios).
const SIN_IDENTIDAD = new Set(['', '0', '-']);

/** The third parties of the year above 2 UIT, largest first. */
export function tercerosDaot(operaciones: readonly OperacionDaot[], uit: string): TerceroDaot[] {
  const umbral = new Decimal(uit).times(UIT_DAOT);
  const grupos = new Map<string, { t: TerceroDaot; base: Decimal; igv: Decimal; noGravada: Decimal }>();
  for (const o of operaciones) {
    const tipo = (o.tipoDocumento ?? '').trim();
    const numero = (o.numeroDocumento ?? '').trim();
    if (SIN_IDENTIDAD.has(tipo) || !numero || /^0+$/.test(numero)) continue;
    const clave = `${tipo}|${numero}`;
    const g = grupos.get(clave) ?? {
      t: {
        tipoDocumento: tipo,
        numeroDocumento: numero,
        nombre: o.nombre ?? '',
        documentos: 0,
        base: '',
        igv: '',
        noGravada: '',
        monto: '',
        total: '',
      },
      base: new Decimal(0),
      igv: new Decimal(0),
      noGravada: new Decimal(0),
    };
    g.t.documentos += 1;
    g.base = g.base.plus(o.base);
    g.igv = g.igv.plus(o.igv);
    g.noGravada = g.noGravada.plus(o.noGravada);
    grupos.set(clave, g);
  }
  return [...grupos.values()]
    .map((g) => {
      const monto = g.base.plus(g.noGravada);
      return {
        ...g.t,
        base: g.base.toFixed(2),
        igv: g.igv.toFixed(2),
        noGravada: g.noGravada.toFixed(2),
        monto: monto.toFixed(2),
        total: monto.plus(g.igv).toFixed(2),
      };
    })
    .filter((t) => new Decimal(t.monto).gt(umbral))
    .sort(
      (a, b) =>
        new Decimal(b.monto).comparedTo(a.monto) || a.numeroDocumento.localeCompare(b.numeroDocumento),
    );
}
