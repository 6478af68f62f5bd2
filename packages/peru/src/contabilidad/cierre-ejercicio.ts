import Decimal from 'decimal.js';
import type { MovimientoAsiento } from './asiento.ts';
import { hojaDeTrabajo } from './estados-financieros/hoja-trabajo.ts';
import {
  dinero,
  esDeResultado,
  reglaDeCuenta,
  type SaldoCuenta,
  saldoDeudor,
} from './estados-financieros/saldos.ts';

/**
 * The year-end closing of a Peruvian company's books (PCGE 2019), as data and pure functions:
 *
 * 1. destination entries: 9x against 79 (they must cancel each other);
 * 2. the results by nature carried step by step through the saldos intermediarios of element 8 —
 *    801 margen comercial → 811 producción → 821 valor agregado → 831 excedente bruto de explotación →
 *    841 resultado de explotación → 851 resultado antes del impuesto → 89 (891 utilidad / 892 pérdida)
 *    with 88 (impuesto a las ganancias);
 * 3. 89 into 59 (5911 utilidades acumuladas / 5921 pérdidas acumuladas);
 * 4. every balance-sheet account (and memorandum account) cancelled in one entry, which the next year's
 *    opening entry reverses.
 *
 * Simplification, stated: sales of every kind (70) go to 801 with purchases, their variation and the cost
 * of sales (60, 61, 69) and discounts (73, 74); 811 takes the stored and capitalised production (71, 72).
 */

/** The accounts the closing posts to: the PCGE's last-level accounts unless a company says otherwise. */
export type CuentasCierre = {
  margenComercial: string;
  produccion: string;
  valorAgregado: string;
  excedenteBruto: string;
  resultadoExplotacion: string;
  resultadoAntesImpuesto: string;
  utilidad: string;
  perdida: string;
  utilidadAcumulada: string;
  perdidaAcumulada: string;
};

export const CUENTAS_CIERRE_PCGE: CuentasCierre = {
  margenComercial: '801',
  produccion: '811',
  valorAgregado: '821',
  excedenteBruto: '831',
  resultadoExplotacion: '841',
  resultadoAntesImpuesto: '851',
  utilidad: '891',
  perdida: '892',
  utilidadAcumulada: '5911',
  perdidaAcumulada: '5921',
};

/** What each closing account is, for the Spanish message when a company's chart lacks it. */
export const NOMBRES_CUENTAS_CIERRE: Record<keyof CuentasCierre, string> = {
  margenComercial: 'Margen comercial',
  produccion: 'Producción del ejercicio',
  valorAgregado: 'Valor agregado',
  excedenteBruto: 'Excedente bruto de explotación',
  resultadoExplotacion: 'Resultado de explotación',
  resultadoAntesImpuesto: 'Resultado antes del impuesto a las ganancias',
  utilidad: 'Utilidad del ejercicio',
  perdida: 'Pérdida del ejercicio',
  utilidadAcumulada: 'Utilidades acumuladas',
  perdidaAcumulada: 'Pérdidas acumuladas',
};

/**
 * A step of the closing: the accounts whose balances it cancels (by longest prefix, the previous step's
 * account among them) and where their net goes — one account, or the pair of a utilidad (credit net)
 * and a pérdida (debit net).
 */
type PasoCierre = {
  paso: string;
  glosa: string;
  prefijos: (c: CuentasCierre) => readonly string[];
  destino: (c: CuentasCierre) => { acreedor: string; deudor: string } | undefined;
};

const una = (cuenta: string) => ({ acreedor: cuenta, deudor: cuenta });

export const PASOS_CIERRE: readonly PasoCierre[] = [
  {
    paso: 'destinos',
    glosa: 'Cierre de las cuentas de destino (clase 9) contra cargas imputables (79)',
    prefijos: () => ['9', '79'],
    destino: () => undefined,
  },
  {
    paso: 'margen_comercial',
    glosa: 'Determinación del margen comercial',
    prefijos: () => ['60', '61', '69', '70', '73', '74'],
    destino: (c) => una(c.margenComercial),
  },
  {
    paso: 'produccion',
    glosa: 'Determinación de la producción del ejercicio',
    prefijos: (c) => ['71', '72', c.margenComercial],
    destino: (c) => una(c.produccion),
  },
  {
    paso: 'valor_agregado',
    glosa: 'Determinación del valor agregado',
    prefijos: (c) => ['63', c.produccion],
    destino: (c) => una(c.valorAgregado),
  },
  {
    paso: 'excedente_bruto',
    glosa: 'Determinación del excedente bruto de explotación',
    prefijos: (c) => ['62', '64', c.valorAgregado],
    destino: (c) => una(c.excedenteBruto),
  },
  {
    paso: 'resultado_explotacion',
    glosa: 'Determinación del resultado de explotación',
    prefijos: (c) => ['65', '68', '75', '78', c.excedenteBruto],
    destino: (c) => una(c.resultadoExplotacion),
  },
  {
    paso: 'resultado_antes_impuesto',
    glosa: 'Determinación del resultado antes del impuesto a las ganancias',
    prefijos: (c) => ['66', '67', '76', '77', c.resultadoExplotacion],
    destino: (c) => una(c.resultadoAntesImpuesto),
  },
  {
    paso: 'resultado_ejercicio',
    glosa: 'Determinación del resultado del ejercicio',
    prefijos: (c) => ['80', '81', '82', '83', '84', '85', '86', '87', '88', c.resultadoAntesImpuesto],
    destino: (c) => ({ acreedor: c.utilidad, deudor: c.perdida }),
  },
  {
    paso: 'resultados_acumulados',
    glosa: 'Traslado del resultado del ejercicio a resultados acumulados',
    prefijos: () => ['89'],
    destino: (c) => ({ acreedor: c.utilidadAcumulada, deudor: c.perdidaAcumulada }),
  },
];

export type AsientoCierre = { paso: string; glosa: string; movimientos: MovimientoAsiento[] };

const CERO = new Decimal(0);

/** The movement that leaves a debit balance (negative: credit) at zero. */
export function cancelar(cuenta: string, saldo: Decimal, glosa?: string): MovimientoAsiento {
  return {
    cuenta,
    debe: dinero(saldo.lt(0) ? saldo.negated() : CERO),
    haber: dinero(saldo.gt(0) ? saldo : CERO),
    debeMe: '0.00',
    haberMe: '0.00',
    ...(glosa ? { glosa } : {}),
  };
}

function pasoDeCuenta(cuenta: string, cuentas: CuentasCierre): PasoCierre | undefined {
  const reglas = PASOS_CIERRE.map((p) => ({ paso: p, prefijos: p.prefijos(cuentas) }));
  return reglaDeCuenta(reglas, cuenta)?.paso;
}

/**
 * The closing entries of the results (steps 1–3 above) from the accounts' sums of the year: each step
 * cancels its accounts' balances as they stand after the steps before it. Answers a Spanish error when
 * the destination entries do not cancel (9x ≠ 79) or a result account fits no step.
 */
export function asientosCierreResultados(
  saldos: readonly SaldoCuenta[],
  cuentas: CuentasCierre = CUENTAS_CIERRE_PCGE,
): AsientoCierre[] | { error: string } {
  const saldo = new Map<string, Decimal>();
  for (const s of saldos)
    if (esDeResultado(s.cuenta)) saldo.set(s.cuenta, (saldo.get(s.cuenta) ?? CERO).plus(saldoDeudor(s)));
  for (const [cuenta, valor] of saldo)
    if (!valor.isZero() && !pasoDeCuenta(cuenta, cuentas))
      return { error: `La cuenta ${cuenta} no tiene un paso en el cierre de resultados` };

  const asientos: AsientoCierre[] = [];
  for (const paso of PASOS_CIERRE) {
    const movimientos: MovimientoAsiento[] = [];
    let neto = CERO;
    for (const [cuenta, valor] of [...saldo].sort(([a], [b]) => a.localeCompare(b))) {
      if (valor.isZero() || pasoDeCuenta(cuenta, cuentas) !== paso) continue;
      movimientos.push(cancelar(cuenta, valor));
      neto = neto.plus(valor);
      saldo.set(cuenta, CERO);
    }
    if (movimientos.length === 0) continue;
    const destino = paso.destino(cuentas);
    if (!destino && !neto.isZero())
      return {
        error: `Las cuentas de destino (clase 9) y las cargas imputables (79) no se cancelan: difieren en ${dinero(neto.abs())}. Corrija los asientos de destino antes del cierre`,
      };
    if (destino && !neto.isZero()) {
      const cuenta = neto.lt(0) ? destino.acreedor : destino.deudor;
      // The net moves to the step's account on its own side: the opposite of cancelling it.
      movimientos.push(cancelar(cuenta, neto.negated()));
      saldo.set(cuenta, (saldo.get(cuenta) ?? CERO).plus(neto));
    }
    asientos.push({ paso: paso.paso, glosa: paso.glosa, movimientos });
  }
  return asientos;
}

/** A balance to carry to the next year, with whatever the caller keeps of it (person, document). */
export type SaldoArrastre<D> = { cuenta: string; debe: string; haber: string; detalle?: D };
export type MovimientoArrastre<D> = MovimientoAsiento & { detalle?: D };

/**
 * The cierre de cuentas de balance: every balance left after the results are closed, cancelled in one
 * entry (a receivable or payable line per person and document, so the next year can still match them).
 */
export function asientoCierreBalance<D>(saldos: readonly SaldoArrastre<D>[]): MovimientoArrastre<D>[] {
  return saldos
    .map((s) => ({ s, valor: new Decimal(s.debe).minus(s.haber) }))
    .filter(({ valor }) => !valor.isZero())
    .map(({ s, valor }) => ({ ...cancelar(s.cuenta, valor), ...(s.detalle ? { detalle: s.detalle } : {}) }));
}

/** The opening entry of the next year: the balance-sheet closing with its sides swapped. */
export function asientoApertura<M extends MovimientoAsiento>(cierre: readonly M[]): M[] {
  return cierre.map((m) => ({ ...m, debe: m.haber, haber: m.debe, debeMe: m.haberMe, haberMe: m.debeMe }));
}

/** What the results closing is checked against: the worksheet's results by nature and by function. */
export type RevisionDestinos = {
  resultadoNaturaleza: string;
  resultadoFuncion: string;
  /** Nature − function: not zero when an expense has no destination entry (or one too many). */
  diferencia: string;
};

export function revisarDestinos(saldos: readonly SaldoCuenta[]): RevisionDestinos {
  const hoja = hojaDeTrabajo(saldos);
  return {
    resultadoNaturaleza: hoja.resultadoNaturaleza,
    resultadoFuncion: hoja.resultadoFuncion,
    diferencia: dinero(new Decimal(hoja.resultadoNaturaleza).minus(hoja.resultadoFuncion)),
  };
}

/** The closing's accounts that a set of entries uses (to check they exist in a company's chart). */
export function cuentasUsadas(asientos: readonly { movimientos: readonly MovimientoAsiento[] }[]): string[] {
  return [...new Set(asientos.flatMap((a) => a.movimientos.map((m) => m.cuenta)))];
}
