import Decimal from 'decimal.js';
import type { LineaDistribucion } from './centros-costo.ts';

/**
 * One line of an asiento. Debe/haber are soles; debeMe/haberMe the same amounts in the document's
 * foreign currency (zero for documents in soles). Amounts are decimal strings with two places.
 */
export type MovimientoAsiento = {
  cuenta: string;
  debe: string;
  haber: string;
  debeMe: string;
  haberMe: string;
  glosa?: string;
  centroCostoId?: string;
  /** A destination entry (9x / 79) derived from a class 6 charge. */
  destino?: boolean;
};

export type Cuadre = { debe: string; haber: string; debeMe: string; haberMe: string; cuadrado: boolean };

const suma = (valores: readonly string[]) => valores.reduce((s, v) => s.plus(v), new Decimal(0));

/** Totals of an asiento and whether it balances in soles and in foreign currency. */
export function cuadreDe(movimientos: readonly MovimientoAsiento[]): Cuadre {
  const debe = suma(movimientos.map((m) => m.debe));
  const haber = suma(movimientos.map((m) => m.haber));
  const debeMe = suma(movimientos.map((m) => m.debeMe));
  const haberMe = suma(movimientos.map((m) => m.haberMe));
  return {
    debe: debe.toFixed(2),
    haber: haber.toFixed(2),
    debeMe: debeMe.toFixed(2),
    haberMe: haberMe.toFixed(2),
    cuadrado: debe.eq(haber) && debeMe.eq(haberMe),
  };
}

const IMPORTE = /^\d{1,14}(\.\d{1,2})?$/;

/**
 * The rules every asiento keeps before it reaches the ledger: at least two lines, each with a
 * non-negative amount of two decimals on one side only, and debe = haber in soles and in foreign currency.
 * Answers the Spanish message of the first problem, or undefined.
 */
export function validarAsiento(movimientos: readonly MovimientoAsiento[]): string | undefined {
  if (movimientos.length < 2) return 'El asiento necesita al menos dos líneas';
  for (const [i, m] of movimientos.entries()) {
    const importes = [m.debe, m.haber, m.debeMe, m.haberMe];
    if (!m.cuenta) return `Línea ${i + 1}: indique la cuenta`;
    if (!importes.every((v) => IMPORTE.test(v)))
      return `Línea ${i + 1}: los importes deben ser números positivos con hasta 2 decimales`;
    const [debe, haber, debeMe, haberMe] = importes.map((v) => new Decimal(v));
    if ((debe?.gt(0) || debeMe?.gt(0)) && (haber?.gt(0) || haberMe?.gt(0)))
      return `Línea ${i + 1}: un movimiento va al debe o al haber, no a ambos`;
    if (importes.every((v) => new Decimal(v).isZero())) return `Línea ${i + 1}: el importe no puede ser cero`;
  }
  const c = cuadreDe(movimientos);
  if (c.debe !== c.haber) return `El asiento no cuadra: debe ${c.debe} y haber ${c.haber}`;
  if (c.debeMe !== c.haberMe)
    return `El asiento no cuadra en moneda extranjera: debe ${c.debeMe} y haber ${c.haberMe}`;
  return undefined;
}

/** An amount of a document to post: its account and the amount in the document's currency. */
export type ImporteCuenta = { cuenta: string; monto: string; glosa?: string; centroCostoId?: string };

/**
 * A document as the registers see it. `cargos` go to the debe and `abonos` to the haber; for a sale the
 * receivable is the cargo and income and taxes the abonos, for a purchase the other way round. A credit
 * note is the same document with `reverso` (its sides swapped).
 */
export type DocumentoContable = {
  moneda: 'PEN' | 'USD';
  /** Soles per unit of the document's currency (three decimals, SUNAT's rate); 1 for soles. */
  tipoCambio: string;
  cargos: readonly ImporteCuenta[];
  abonos: readonly ImporteCuenta[];
  reverso?: boolean;
};

/** Where the largest amount is (the first of equals): the line that absorbs a rounding cent. */
function indiceMayor(valores: readonly Decimal[]): number {
  let mayor = 0;
  for (const [i, v] of valores.entries()) if (v.gt(valores[mayor] ?? 0)) mayor = i;
  return mayor;
}

const DOS = (v: Decimal) => v.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The asiento of a document: each amount converted to soles at the document's rate, rounded to the
 * cent. Amounts of zero are left out. Answers the lines or the Spanish message of what does not add up.
 */
export function asientoDeDocumento(d: DocumentoContable): MovimientoAsiento[] | { error: string } {
  const positivos = (xs: readonly ImporteCuenta[]) => xs.filter((x) => !new Decimal(x.monto).isZero());
  const cargos = positivos(d.cargos);
  const abonos = positivos(d.abonos);
  if ([...cargos, ...abonos].some((x) => new Decimal(x.monto).isNegative()))
    return { error: 'Los importes del documento no pueden ser negativos' };
  const totalCargos = suma(cargos.map((x) => x.monto));
  const totalAbonos = suma(abonos.map((x) => x.monto));
  if (!totalCargos.eq(totalAbonos))
    return {
      error: `Los importes no suman el total del documento (${totalCargos.toFixed(2)} ≠ ${totalAbonos.toFixed(2)})`,
    };
  if (cargos.length === 0) return { error: 'El documento no tiene importes que contabilizar' };
  const tc = new Decimal(d.moneda === 'PEN' ? 1 : d.tipoCambio);
  if (!tc.gt(0)) return { error: 'Indique el tipo de cambio del documento' };

  const enSoles = (monto: string) => DOS(new Decimal(monto).times(tc));
  const solesCargos = cargos.map((x) => enSoles(x.monto));
  const solesAbonos = abonos.map((x) => enSoles(x.monto));
  // Rounding each conversion may leave a cent apart: the largest line of the shorter side (the
  // receivable or payable) absorbs it, so the asiento balances in soles too.
  const diferencia = suma(solesCargos.map(String)).minus(suma(solesAbonos.map(String)));
  if (!diferencia.isZero()) {
    const [lado, ajuste] =
      solesAbonos.length <= solesCargos.length
        ? [solesAbonos, diferencia]
        : [solesCargos, diferencia.negated()];
    const mayor = indiceMayor(lado);
    lado[mayor] = (lado[mayor] ?? new Decimal(0)).plus(ajuste);
  }

  const linea = (x: ImporteCuenta, soles: Decimal | undefined, alDebe: boolean): MovimientoAsiento => {
    const debe = alDebe !== (d.reverso ?? false);
    const s = (soles ?? new Decimal(0)).toFixed(2);
    const me = d.moneda === 'PEN' ? '0.00' : new Decimal(x.monto).toFixed(2);
    return {
      cuenta: x.cuenta,
      debe: debe ? s : '0.00',
      haber: debe ? '0.00' : s,
      debeMe: debe ? me : '0.00',
      haberMe: debe ? '0.00' : me,
      ...(x.glosa ? { glosa: x.glosa } : {}),
      ...(x.centroCostoId ? { centroCostoId: x.centroCostoId } : {}),
    };
  };
  return [
    ...cargos.map((x, i) => linea(x, solesCargos[i], true)),
    ...abonos.map((x, i) => linea(x, solesAbonos[i], false)),
  ];
}

/** Where a class 6 charge is redistributed: the 9x account debited and the 79 account credited. */
export type AmarreCuenta = { debe: string; haber: string };

/**
 * Split an amount by percentages that add up to 100, to the cent, with the remainder going to the
 * largest share so the parts add up exactly.
 */
export function repartir(monto: string, porcentajes: readonly string[]): string[] {
  const total = new Decimal(monto);
  const partes = porcentajes.map((p) => DOS(total.times(p).dividedBy(100)));
  const resto = total.minus(partes.reduce((s, v) => s.plus(v), new Decimal(0)));
  if (!resto.isZero() && partes.length > 0) {
    const mayor = indiceMayor(partes);
    partes[mayor] = (partes[mayor] ?? new Decimal(0)).plus(resto);
  }
  return partes.map((p) => p.toFixed(2));
}

/**
 * The destination entries of an asiento: each charge to an account with an amarre (class 6 expenses)
 * is carried to its 9x account and credited to its 79 account, split over cost centres when the
 * purchase points at a distribution. Credits to those accounts (a credit note) reverse them.
 */
export function asientosDestino(
  movimientos: readonly MovimientoAsiento[],
  amarres: ReadonlyMap<string, AmarreCuenta>,
  distribucion?: readonly LineaDistribucion[],
): MovimientoAsiento[] {
  const destino: MovimientoAsiento[] = [];
  for (const m of movimientos) {
    const amarre = m.destino ? undefined : amarres.get(m.cuenta);
    if (!amarre) continue;
    const alDebe = new Decimal(m.debe).gt(0) || new Decimal(m.debeMe).gt(0);
    const soles = alDebe ? m.debe : m.haber;
    const me = alDebe ? m.debeMe : m.haberMe;
    const reparto = distribucion?.length ? distribucion : [{ centro_costo_id: '', porcentaje: '100' }];
    const porcentajes = reparto.map((r) => r.porcentaje);
    const partesSoles = repartir(soles, porcentajes);
    const partesMe = repartir(me, porcentajes);
    const mov = (cuenta: string, debe: boolean, s: string, e: string, centro: string): MovimientoAsiento => ({
      cuenta,
      debe: debe ? s : '0.00',
      haber: debe ? '0.00' : s,
      debeMe: debe ? e : '0.00',
      haberMe: debe ? '0.00' : e,
      destino: true,
      ...(centro ? { centroCostoId: centro } : {}),
    });
    for (const [i, r] of reparto.entries()) {
      const s = partesSoles[i] ?? '0.00';
      const e = partesMe[i] ?? '0.00';
      if (new Decimal(s).isZero() && new Decimal(e).isZero()) continue;
      destino.push(mov(amarre.debe, alDebe, s, e, r.centro_costo_id));
    }
    destino.push(mov(amarre.haber, !alDebe, soles, me, ''));
  }
  return destino;
}
