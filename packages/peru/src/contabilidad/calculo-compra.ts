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

export { esImporte, TOLERANCIA_TOTAL };

/**
 * Where a purchase line's IGV goes (registro de compras 8.1 columns): 'gravada' is crédito fiscal for
 * taxed sales (14-15), 'mixta' serves taxed and non-taxed sales (16-17, credited in proportion),
 * 'sin_credito' gives no credit and becomes cost (18-19), 'no_gravada' carries no IGV (20).
 */
export type DestinoIgv = 'gravada' | 'mixta' | 'sin_credito' | 'no_gravada';

export const DESTINOS_IGV: readonly { value: DestinoIgv; label: string }[] = [
  { value: 'gravada', label: 'Gravada (crédito fiscal)' },
  { value: 'mixta', label: 'Gravada y no gravada' },
  { value: 'sin_credito', label: 'Sin crédito fiscal (IGV al costo)' },
  { value: 'no_gravada', label: 'No gravada' },
];

export const esDestinoIgv = (v: string): v is DestinoIgv => DESTINOS_IGV.some((d) => d.value === v);

/** A line of a purchase by account: its base and, when the document prints another, its IGV. */
export type LineaCompra = {
  cuenta: string;
  base: string;
  destino: DestinoIgv;
  igv?: string | null;
  glosa?: string | null;
};

export type EntradaCalculoCompra = {
  /** IGV + IPM in percent on the date of emission ('18'). */
  tasaIgv: string;
  lineas: readonly LineaCompra[];
  isc?: string | null;
  icbper?: string | null;
  otros?: string | null;
  total: string;
};

/** The register amounts, in the document's currency. */
export type ImportesCompra = {
  baseGravada: string;
  igv: string;
  baseGravadaMixta: string;
  igvMixta: string;
  baseSinCredito: string;
  igvSinCredito: string;
  noGravada: string;
  isc: string;
  icbper: string;
  otros: string;
  total: string;
};

export type LineaCompraCalculada = Omit<LineaCompra, 'igv'> & { igv: string };

export type CompraCalculada = {
  lineas: LineaCompraCalculada[];
  importes: ImportesCompra;
  /** Bases + IGV + ISC + ICBPER + otros before the total's rounding cent is absorbed. */
  suma: string;
  errores: string[];
};

/** Checks a line and answers its IGV, or the Spanish message of its problem. */
function igvDeLinea(l: LineaCompra, n: number, tasa: Decimal): string | { error: string } {
  if (!l.cuenta.trim()) return { error: `Línea ${n}: indique la cuenta` };
  if (!esImporte(l.base) || D(l.base).lte(0))
    return { error: `Línea ${n}: la base debe ser un importe mayor que cero con hasta 2 decimales` };
  if (!esDestinoIgv(l.destino)) return { error: `Línea ${n}: indique el destino del IGV` };
  if (l.destino === 'no_gravada') {
    return vacio(l.igv) || D(l.igv).isZero()
      ? '0.00'
      : { error: `Línea ${n}: una adquisición no gravada no lleva IGV` };
  }
  const igv = igvDeBase(D(l.base), tasa, l.igv);
  return typeof igv === 'string' ? igv : { error: `Línea ${n}: ${igv.error}` };
}

/**
 * A purchase's register amounts from its lines: each line's IGV at the rate of the date (or as the
 * document prints it, within a sol), summed by destination with ISC, ICBPER and other charges. The typed
 * total must match the sum within a cent; that cent goes to the largest IGV (or base), so the register
 * adds up exactly as the 8.1 requires. Answers every problem found, in Spanish.
 */
export function calcularCompra(e: EntradaCalculoCompra): CompraCalculada {
  const errores: string[] = [];
  const tasa = tasaValida(e.tasaIgv);
  if (!tasa) errores.push('La tasa del IGV no es válida');
  if (e.lineas.length === 0) errores.push('Agregue al menos una línea con su cuenta y su base');
  const lineas: LineaCompraCalculada[] = e.lineas.map((l, i) => {
    const igv = igvDeLinea(l, i + 1, tasa ?? new Decimal(0));
    if (typeof igv !== 'string') errores.push(igv.error);
    return { ...l, cuenta: l.cuenta.trim(), igv: typeof igv === 'string' ? igv : '0.00' };
  });
  errores.push(...problemasDeCargos({ isc: e.isc, icbper: e.icbper, otros: e.otros }));
  const totalValido = esImporte(e.total);
  if (!totalValido) errores.push('Indique el importe total del comprobante (hasta 2 decimales)');

  const validas = lineas.filter((l) => esImporte(l.base));
  const suma = validas
    .reduce((s, l) => s.plus(l.base).plus(l.igv), new Decimal(0))
    .plus(D(e.isc))
    .plus(D(e.icbper))
    .plus(D(e.otros));
  const total = totalValido ? D(e.total) : suma;
  const diferencia = total.minus(suma);
  if (errores.length === 0 && diferencia.abs().gt(TOLERANCIA_TOTAL))
    errores.push(
      `El total ${total.toFixed(2)} no coincide con la suma de bases, IGV y otros tributos (${suma.toFixed(2)})`,
    );
  if (errores.length === 0 && !diferencia.isZero()) {
    const igvs = lineas.map((l) => D(l.igv));
    const conIgv = igvs.some((v) => v.gt(0));
    const i = indiceMayor(conIgv ? igvs : lineas.map((l) => D(l.base)));
    const linea = lineas[i];
    if (linea) {
      if (conIgv) linea.igv = D(linea.igv).plus(diferencia).toFixed(2);
      else linea.base = D(linea.base).plus(diferencia).toFixed(2);
    }
  }

  const sumar = (destino: DestinoIgv, campo: 'base' | 'igv') =>
    lineas
      .filter((l) => l.destino === destino && esImporte(l.base))
      .reduce((s, l) => s.plus(l[campo]), new Decimal(0))
      .toFixed(2);
  return {
    lineas: lineas.map((l) => ({ ...l, base: esImporte(l.base) ? D(l.base).toFixed(2) : l.base })),
    importes: {
      baseGravada: sumar('gravada', 'base'),
      igv: sumar('gravada', 'igv'),
      baseGravadaMixta: sumar('mixta', 'base'),
      igvMixta: sumar('mixta', 'igv'),
      baseSinCredito: sumar('sin_credito', 'base'),
      igvSinCredito: sumar('sin_credito', 'igv'),
      noGravada: sumar('no_gravada', 'base'),
      isc: D(e.isc).toFixed(2),
      icbper: D(e.icbper).toFixed(2),
      otros: D(e.otros).toFixed(2),
      total: total.toFixed(2),
    },
    suma: suma.toFixed(2),
    errores,
  };
}
