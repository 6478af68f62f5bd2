import Decimal from 'decimal.js';

/**
 * Receivables and payables as the ledger keeps them: each document is the sum of the lines that carry
 * its account, person and document (tipo, serie, número). Collections and payments post against the
 * same key, so the document's balance is the sum of its lines.
 */
export type TipoCuentas = 'cobrar' | 'pagar';

/**
 * PCGE 2019 accounts of documents to collect (12, 13, 14, 16) and to pay (42, 43, 46, and 40172 the
 * fourth-category tax withheld). Advances (122, 132 received from clients; 422, 432 given to suppliers)
 * sit in those elements with the opposite nature and are not documents to collect or pay.
 */
const PREFIJOS: Record<TipoCuentas, { incluye: readonly string[]; excluye: readonly string[] }> = {
  cobrar: { incluye: ['12', '13', '14', '16'], excluye: ['122', '132'] },
  pagar: { incluye: ['42', '43', '46', '40172'], excluye: ['422', '432'] },
};

export const prefijosDeCuentas = (tipo: TipoCuentas) => PREFIJOS[tipo];

/** Whether a last-level account holds documents to collect (cobrar) or to pay (pagar). */
export function esCuentaDe(tipo: TipoCuentas, cuenta: string): boolean {
  const p = PREFIJOS[tipo];
  return p.incluye.some((x) => cuenta.startsWith(x)) && !p.excluye.some((x) => cuenta.startsWith(x));
}

/** Which side of the ledger a balance sits on: receivables are debit balances, payables credit ones. */
export function saldoNatural(tipo: TipoCuentas, debe: string, haber: string): string {
  const d = new Decimal(debe).minus(haber);
  return (tipo === 'cobrar' ? d : d.negated()).toFixed(2);
}

/** Aging buckets of a pending balance at a date (días vencidos). */
export type TramoAntiguedad = 'no_vencido' | 'd1_30' | 'd31_60' | 'd61_90' | 'mas_90';

export const TRAMOS_ANTIGUEDAD: readonly { tramo: TramoAntiguedad; nombre: string }[] = [
  { tramo: 'no_vencido', nombre: 'No vencido' },
  { tramo: 'd1_30', nombre: '1 a 30 días' },
  { tramo: 'd31_60', nombre: '31 a 60 días' },
  { tramo: 'd61_90', nombre: '61 a 90 días' },
  { tramo: 'mas_90', nombre: 'Más de 90 días' },
];

const DIA_MS = 86_400_000;

/** Whole days from the due date to the cut-off date (negative while not yet due). Dates are YYYY-MM-DD. */
export function diasVencidos(vencimiento: string, corte: string): number {
  return Math.round((Date.parse(`${corte}T00:00:00Z`) - Date.parse(`${vencimiento}T00:00:00Z`)) / DIA_MS);
}

export function tramoDeAntiguedad(vencimiento: string, corte: string): TramoAntiguedad {
  const dias = diasVencidos(vencimiento, corte);
  if (dias <= 0) return 'no_vencido';
  if (dias <= 30) return 'd1_30';
  if (dias <= 60) return 'd31_60';
  if (dias <= 90) return 'd61_90';
  return 'mas_90';
}

/** An instalment of a document: its due date and amount in the document's currency. */
export type CuotaDocumento = { fecha: string; monto: string };

/** What is still owed of each instalment: payments go to the oldest first. */
export type CuotaPendiente = CuotaDocumento & { pagado: string; pendiente: string };

/**
 * The instalments of a document with what is pending of each, given what has been paid of the
 * document (its total less its balance, credit notes included): paid amounts cover the earliest
 * instalments first.
 */
export function cuotasPendientes(cuotas: readonly CuotaDocumento[], pagado: string): CuotaPendiente[] {
  let resto = Decimal.max(new Decimal(pagado), 0);
  return [...cuotas]
    .sort((a, b) => a.fecha.localeCompare(b.fecha))
    .map((c) => {
      const cubierto = Decimal.min(resto, c.monto);
      resto = resto.minus(cubierto);
      return {
        fecha: c.fecha,
        monto: new Decimal(c.monto).toFixed(2),
        pagado: cubierto.toFixed(2),
        pendiente: new Decimal(c.monto).minus(cubierto).toFixed(2),
      };
    });
}

/**
 * The pieces of a pending balance by due date: the pending instalments, or the whole balance at the
 * document's due date. Pieces always add up to the balance: what instalments do not cover (a
 * retention left out of them, say) falls due with the document, and a balance lower than the pending
 * instalments is taken off the latest ones.
 */
export function piezasPorVencimiento(
  saldo: string,
  vencimiento: string,
  cuotas: readonly CuotaPendiente[],
): CuotaDocumento[] {
  const piezas = cuotas
    .filter((c) => new Decimal(c.pendiente).gt(0))
    .map((c) => ({ fecha: c.fecha, monto: new Decimal(c.pendiente) }));
  let diferencia = new Decimal(saldo).minus(piezas.reduce((s, p) => s.plus(p.monto), new Decimal(0)));
  if (diferencia.gt(0)) piezas.push({ fecha: vencimiento, monto: diferencia });
  for (let i = piezas.length - 1; i >= 0 && diferencia.lt(0); i--) {
    const p = piezas[i];
    if (!p) continue;
    const quita = Decimal.min(p.monto, diferencia.negated());
    p.monto = p.monto.minus(quita);
    diferencia = diferencia.plus(quita);
  }
  return piezas
    .filter((p) => !p.monto.isZero())
    .map((p) => ({ fecha: p.fecha, monto: p.monto.toFixed(2) }))
    .sort((a, b) => a.fecha.localeCompare(b.fecha));
}

export type Antiguedad = Record<TramoAntiguedad, string>;

export const antiguedadVacia = (): Antiguedad => ({
  no_vencido: '0.00',
  d1_30: '0.00',
  d31_60: '0.00',
  d61_90: '0.00',
  mas_90: '0.00',
});

/**
 * A balance in soles spread over the aging buckets of its pieces (amounts in the document's currency):
 * each piece takes its share of the soles balance, the last one what rounding leaves, so the buckets
 * add up to the balance exactly.
 */
export function antiguedadDe(
  saldoSoles: string,
  piezas: readonly CuotaDocumento[],
  corte: string,
): Antiguedad {
  const total = new Decimal(saldoSoles);
  const base = piezas.reduce((s, p) => s.plus(p.monto), new Decimal(0));
  const resultado = antiguedadVacia();
  let asignado = new Decimal(0);
  piezas.forEach((p, i) => {
    const parte =
      i === piezas.length - 1
        ? total.minus(asignado)
        : base.isZero()
          ? new Decimal(0)
          : total.times(p.monto).dividedBy(base).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    asignado = asignado.plus(parte);
    const tramo = tramoDeAntiguedad(p.fecha, corte);
    resultado[tramo] = new Decimal(resultado[tramo]).plus(parte).toFixed(2);
  });
  return resultado;
}

/** Bucket by bucket sum of several documents' aging. */
export function sumarAntiguedad(partes: readonly Antiguedad[]): Antiguedad {
  const total = antiguedadVacia();
  for (const a of partes)
    for (const { tramo } of TRAMOS_ANTIGUEDAD)
      total[tramo] = new Decimal(total[tramo]).plus(a[tramo]).toFixed(2);
  return total;
}
