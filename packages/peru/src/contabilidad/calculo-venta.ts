import Decimal from 'decimal.js';
import {
  importeDe as D,
  esImporte,
  igvDeBase,
  indiceMayor,
  problemasDeCargos,
  TOLERANCIA_TOTAL,
  tasaValida,
  vacio,
} from './importes-documento.ts';

/**
 * How a sale's income line is taxed, as the registro de ventas 14.1 splits it: 'gravada' (field 14, with
 * IGV), 'exonerada' (18), 'inafecta' (19) or 'exportacion' (13, invoiced exports).
 */
export type AfectacionVenta = 'gravada' | 'exonerada' | 'inafecta' | 'exportacion';

export const AFECTACIONES_VENTA: readonly { value: AfectacionVenta; label: string }[] = [
  { value: 'gravada', label: 'Gravada' },
  { value: 'exonerada', label: 'Exonerada' },
  { value: 'inafecta', label: 'Inafecta' },
  { value: 'exportacion', label: 'Exportación' },
];

export const esAfectacionVenta = (v: string): v is AfectacionVenta =>
  AFECTACIONES_VENTA.some((a) => a.value === v);

/** An income line of a sale: its account, the value of what was sold and how it is taxed. */
export type LineaVenta = {
  cuenta: string;
  importe: string;
  afectacion: AfectacionVenta;
  glosa?: string | null;
};

export type EntradaCalculoVenta = {
  /** IGV + IPM in percent on the date of emission ('18'). */
  tasaIgv: string;
  lineas: readonly LineaVenta[];
  /** The IGV the document prints, when it is not (taxed bases + ISC) × rate. */
  igv?: string | null;
  isc?: string | null;
  icbper?: string | null;
  otros?: string | null;
  total: string;
};

/** The 14.1 amount columns (fields 13–25), in the document's currency. */
export type ImportesVenta = {
  exportacion: string;
  baseGravada: string;
  igv: string;
  exonerada: string;
  inafecta: string;
  isc: string;
  icbper: string;
  otros: string;
  total: string;
};

export type LineaVentaCalculada = LineaVenta;

export type VentaCalculada = {
  lineas: LineaVentaCalculada[];
  importes: ImportesVenta;
  /** Bases + IGV + ISC + ICBPER + otros before the total's rounding cent is absorbed. */
  suma: string;
  errores: string[];
};

function problemaDeLinea(l: LineaVenta, n: number): string | undefined {
  if (!l.cuenta.trim()) return `Línea ${n}: indique la cuenta`;
  if (!esImporte(l.importe) || D(l.importe).lte(0))
    return `Línea ${n}: el importe debe ser mayor que cero con hasta 2 decimales`;
  if (!esAfectacionVenta(l.afectacion))
    return `Línea ${n}: indique si es gravada, exonerada, inafecta o exportación`;
  return undefined;
}

/**
 * A sale's register amounts from its income lines: the bases by how they are taxed, the IGV on the taxed
 * bases plus ISC at the rate of the date (or as the document prints it, within a sol), ISC, ICBPER and
 * other charges. The typed total must match the sum within a cent; that cent goes to the IGV (or the
 * largest line when there is none), so the register adds up exactly as the 14.1 requires. Answers every
 * problem found, in Spanish.
 */
export function calcularVenta(e: EntradaCalculoVenta): VentaCalculada {
  const errores: string[] = [];
  const tasa = tasaValida(e.tasaIgv);
  if (!tasa) errores.push('La tasa del IGV no es válida');
  if (e.lineas.length === 0) errores.push('Agregue al menos una línea con su cuenta e importe');
  const lineas: LineaVentaCalculada[] = e.lineas.map((l, i) => {
    const problema = problemaDeLinea(l, i + 1);
    if (problema) errores.push(problema);
    return {
      ...l,
      cuenta: l.cuenta.trim(),
      importe: esImporte(l.importe) ? D(l.importe).toFixed(2) : l.importe,
    };
  });
  errores.push(...problemasDeCargos({ isc: e.isc, icbper: e.icbper, otros: e.otros }));
  const sumar = (afectacion: AfectacionVenta) =>
    lineas
      .filter((l) => l.afectacion === afectacion && esImporte(l.importe))
      .reduce((s, l) => s.plus(l.importe), new Decimal(0));
  const gravada = sumar('gravada');
  const isc = D(e.isc);
  if (isc.gt(0) && gravada.isZero()) errores.push('El ISC solo se aplica a operaciones gravadas');
  let igv = new Decimal(0);
  if (gravada.gt(0)) {
    const calculado = igvDeBase(gravada.plus(isc), tasa ?? new Decimal(0), e.igv);
    if (typeof calculado === 'string') igv = new Decimal(calculado);
    else errores.push(calculado.error.charAt(0).toUpperCase() + calculado.error.slice(1));
  } else if (!vacio(e.igv) && !D(e.igv).isZero()) errores.push('Una venta sin bases gravadas no lleva IGV');

  const totalValido = esImporte(e.total);
  if (!totalValido) errores.push('Indique el importe total del comprobante (hasta 2 decimales)');
  const bases = lineas
    .filter((l) => esImporte(l.importe))
    .reduce((s, l) => s.plus(l.importe), new Decimal(0));
  const suma = bases.plus(igv).plus(isc).plus(D(e.icbper)).plus(D(e.otros));
  const total = totalValido ? D(e.total) : suma;
  const diferencia = total.minus(suma);
  if (errores.length === 0 && diferencia.abs().gt(TOLERANCIA_TOTAL))
    errores.push(
      `El total ${total.toFixed(2)} no coincide con la suma de bases, IGV y otros tributos (${suma.toFixed(2)})`,
    );
  if (errores.length === 0 && !diferencia.isZero()) {
    if (igv.gt(0)) igv = igv.plus(diferencia);
    else {
      const linea = lineas[indiceMayor(lineas.map((l) => D(l.importe)))];
      if (linea) linea.importe = D(linea.importe).plus(diferencia).toFixed(2);
    }
  }
  const columna = (afectacion: AfectacionVenta) => sumar(afectacion).toFixed(2);
  return {
    lineas,
    importes: {
      exportacion: columna('exportacion'),
      baseGravada: columna('gravada'),
      igv: igv.toFixed(2),
      exonerada: columna('exonerada'),
      inafecta: columna('inafecta'),
      isc: isc.toFixed(2),
      icbper: D(e.icbper).toFixed(2),
      otros: D(e.otros).toFixed(2),
      total: total.toFixed(2),
    },
    suma: suma.toFixed(2),
    errores,
  };
}
