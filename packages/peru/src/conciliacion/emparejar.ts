import Decimal from 'decimal.js';

/** A movement to match: a statement line or a ledger line of the 10x account, signed as the account sees it. */
export type MovimientoConciliable = {
  id: string;
  /** YYYY-MM-DD. */
  fecha: string;
  /** Deposits and abonos +, cheques, payments and cargos −. */
  importe: string;
  numeroOperacion?: string | null;
};

export type Pareja = { extractoId: string; libroId: string; motivo: 'numero' | 'fecha' };

/** Days a statement line may be apart from the ledger when no operation number ties them. */
export const DIAS_DE_TOLERANCIA = 5;

const DIA = 86_400_000;
const dias = (a: string, b: string) =>
  Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DIA;

/** Operation numbers compare by their digits and letters, without leading zeros ('000123' = '123'). */
export const numeroComparable = (n: string | null | undefined) =>
  (n ?? '')
    .replace(/[^0-9A-Za-z]/g, '')
    .replace(/^0+/, '')
    .toUpperCase();

/**
 * Automatic matching of a statement against the ledger: a pair must have the same signed amount; the
 * same operation number (a cheque's or transfer's number) ties them whatever the dates, otherwise
 * the dates may be up to `tolerancia` days apart (a deposit credited the next day), and two different
 * numbers never match. Best pairs first — number, then the closest dates, then file and ledger order —
 * each movement in one pair at most, so an ambiguous amount goes to the nearest date.
 */
export function emparejarAutomaticamente(
  extracto: readonly MovimientoConciliable[],
  libro: readonly MovimientoConciliable[],
  tolerancia = DIAS_DE_TOLERANCIA,
): Pareja[] {
  const candidatas: { e: number; l: number; numero: boolean; distancia: number }[] = [];
  extracto.forEach((e, i) => {
    const importe = new Decimal(e.importe);
    const ne = numeroComparable(e.numeroOperacion);
    libro.forEach((l, j) => {
      if (!importe.eq(l.importe)) return;
      const nl = numeroComparable(l.numeroOperacion);
      const distancia = dias(e.fecha, l.fecha);
      const numero = ne !== '' && ne === nl;
      if (!numero && ne !== '' && nl !== '') return;
      if (!numero && distancia > tolerancia) return;
      candidatas.push({ e: i, l: j, numero, distancia });
    });
  });
  candidatas.sort(
    (a, b) => Number(b.numero) - Number(a.numero) || a.distancia - b.distancia || a.e - b.e || a.l - b.l,
  );
  const usadosE = new Set<number>();
  const usadosL = new Set<number>();
  const parejas: Pareja[] = [];
  for (const c of candidatas) {
    if (usadosE.has(c.e) || usadosL.has(c.l)) continue;
    usadosE.add(c.e);
    usadosL.add(c.l);
    parejas.push({
      extractoId: extracto[c.e]?.id ?? '',
      libroId: libro[c.l]?.id ?? '',
      motivo: c.numero ? 'numero' : 'fecha',
    });
  }
  return parejas;
}

/** A manual pair: the same amount, signed the same way (a charge explains a payment, not a deposit). */
export function problemaDePareja(
  extracto: MovimientoConciliable,
  libro: MovimientoConciliable,
): string | undefined {
  if (new Decimal(extracto.importe).eq(libro.importe)) return undefined;
  return `El movimiento del extracto (${new Decimal(extracto.importe).toFixed(2)}) y el del libro (${new Decimal(libro.importe).toFixed(2)}) no tienen el mismo importe`;
}
