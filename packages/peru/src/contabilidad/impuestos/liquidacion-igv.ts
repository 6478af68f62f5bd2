import Decimal from 'decimal.js';

/**
 * The monthly IGV settlement in the order the PDT 621 takes it: débito fiscal less crédito fiscal gives
 * the tributo resultante; the saldo a favor of earlier months, then percepciones, then retenciones
 * (each with what was left of it before) are applied to what is owed; whatever is not applied is
 * carried to the next month. Amounts are decimal strings in soles.
 */

/** What a month leaves for the next: crédito fiscal, percepciones and retenciones not applied yet. */
export type SaldosIgv = { credito: string; percepciones: string; retenciones: string };

export const SIN_SALDOS: SaldosIgv = { credito: '0.00', percepciones: '0.00', retenciones: '0.00' };

export type EntradaLiquidacionIgv = {
  /** IGV of the registro de ventas (14.1), notes subtracting. */
  debitoFiscal: string;
  /** IGV of acquisitions destined to taxed sales only (8.1 'gravada'). */
  creditoGravadas: string;
  /** IGV of acquisitions destined to taxed and non-taxed sales (8.1 'mixta'). */
  igvMixta: string;
  /** Share of taxed sales (coefficient 0–1) that the 'mixta' IGV is credited by. */
  prorrata: string;
  /** IGV paid on services of non-domiciled suppliers (8.2), creditable in the month paid. */
  creditoNoDomiciliados: string;
  /** Percepciones and retenciones suffered in the month. */
  percepciones: string;
  retenciones: string;
  anterior: SaldosIgv;
};

export type LiquidacionIgv = {
  creditoMixta: string;
  /** The 'mixta' IGV that is not credited: it becomes cost or expense. */
  igvMixtaSinCredito: string;
  creditoFiscal: string;
  /** Débito − crédito of the month; negative: the month's own saldo a favor. */
  tributoResultante: string;
  creditoAplicado: string;
  percepcionesAplicadas: string;
  retencionesAplicadas: string;
  igvAPagar: string;
  siguiente: SaldosIgv;
};

const d = (v: string) => new Decimal(v);
const cero = new Decimal(0);
const texto = (v: Decimal) => v.toFixed(2);

/** Applies what is available to what is owed: what is applied, what is still owed, what is left. */
function aplicar(debe: Decimal, disponible: Decimal) {
  const aplicado = Decimal.min(debe, disponible);
  return { aplicado, debe: debe.minus(aplicado), queda: disponible.minus(aplicado) };
}

export function liquidarIgv(e: EntradaLiquidacionIgv): LiquidacionIgv {
  const mixta = d(e.igvMixta);
  const creditoMixta = mixta.times(e.prorrata).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const creditoFiscal = d(e.creditoGravadas).plus(creditoMixta).plus(e.creditoNoDomiciliados);
  const resultante = d(e.debitoFiscal).minus(creditoFiscal);
  const saldoDelMes = resultante.isNegative() ? resultante.negated() : cero;
  const credito = aplicar(Decimal.max(resultante, cero), d(e.anterior.credito));
  const percepciones = aplicar(credito.debe, d(e.anterior.percepciones).plus(e.percepciones));
  const retenciones = aplicar(percepciones.debe, d(e.anterior.retenciones).plus(e.retenciones));
  return {
    creditoMixta: texto(creditoMixta),
    igvMixtaSinCredito: texto(mixta.minus(creditoMixta)),
    creditoFiscal: texto(creditoFiscal),
    tributoResultante: texto(resultante),
    creditoAplicado: texto(credito.aplicado),
    percepcionesAplicadas: texto(percepciones.aplicado),
    retencionesAplicadas: texto(retenciones.aplicado),
    igvAPagar: texto(retenciones.debe),
    siguiente: {
      credito: texto(credito.queda.plus(saldoDelMes)),
      percepciones: texto(percepciones.queda),
      retenciones: texto(retenciones.queda),
    },
  };
}

/** A month's sales by how the IGV treats them (14.1 columns, in soles, notes subtracting). */
export type VentasMes = { gravadas: string; exportaciones: string; noGravadas: string };

/**
 * Meses the prorrata looks at: the month and the eleven before it (Reglamento de la Ley del IGV, art. 6
 * num. 6.2; not in peru-facts — to verify). A company with less history uses the months it has.
 */
export const MESES_PRORRATA = 12;

/**
 * The prorrata of the crédito fiscal: taxed sales (exports count as taxed) over all sales of the
 * months given, as a coefficient to four decimals (to verify: the Reglamento's rounding). With no sales
 * at all nothing of the 'mixta' IGV is credited, and the coefficient never leaves 0–1 (credit notes
 * could push a month's sums below zero).
 */
export function prorrataDeVentas(meses: readonly VentasMes[]): string {
  const suma = (k: keyof VentasMes) => meses.reduce((s, m) => s.plus(m[k]), cero);
  const gravadas = suma('gravadas').plus(suma('exportaciones'));
  const total = gravadas.plus(suma('noGravadas'));
  if (total.lte(0) || gravadas.lte(0)) return '0.0000';
  return Decimal.min(gravadas.dividedBy(total), 1).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);
}

/**
 * Settles a run of months in order, each starting from what the one before left, so a month's saldo
 * a favor always comes from the books and is never typed.
 */
export function liquidarMeses(meses: readonly Omit<EntradaLiquidacionIgv, 'anterior'>[]): LiquidacionIgv[] {
  const resultado: LiquidacionIgv[] = [];
  let anterior = SIN_SALDOS;
  for (const m of meses) {
    const l = liquidarIgv({ ...m, anterior });
    resultado.push(l);
    anterior = l.siguiente;
  }
  return resultado;
}
