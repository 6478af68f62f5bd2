import Decimal from 'decimal.js';

export type EntradaResumen = {
  /** Balance of the 10x account in the books at the month's end (account currency). */
  saldoLibros: string;
  /** The statement's closing balance. */
  saldoExtracto: string;
  /** Signed amounts of the ledger movements the statement does not show yet. */
  libroPendiente: readonly string[];
  /** Signed amounts of the statement lines the books do not have. */
  extractoPendiente: readonly string[];
};

export type ResumenConciliacion = {
  saldoLibros: string;
  saldoExtracto: string;
  /** Ledger debits not yet in the bank (depósitos en tránsito). */
  depositosEnTransito: string;
  /** Ledger credits not yet charged by the bank (cheques girados no cobrados, transfers in process). */
  chequesNoCobrados: string;
  /** Bank charges not in the books (ITF, comisiones, portes). */
  cargosNoRegistrados: string;
  /** Bank credits not in the books (intereses, abonos directos). */
  abonosNoRegistrados: string;
  /** Books + bank credits − bank charges. */
  saldoLibrosConciliado: string;
  /** Statement + deposits in transit − cheques not cashed. */
  saldoExtractoConciliado: string;
  /** What nothing explains: zero when the month is reconciled. */
  diferencia: string;
  conciliado: boolean;
};

const suma = (importes: readonly string[], signo: 1 | -1) =>
  importes.reduce((s, i) => {
    const d = new Decimal(i);
    return d.s === signo && !d.isZero() ? s.plus(d.abs()) : s;
  }, new Decimal(0));

/**
 * The bank reconciliation statement: both balances carried to the same figure with the items only
 * one side has, and the difference left, which must be zero once every item is explained.
 */
export function resumirConciliacion(e: EntradaResumen): ResumenConciliacion {
  const depositos = suma(e.libroPendiente, 1);
  const cheques = suma(e.libroPendiente, -1);
  const abonos = suma(e.extractoPendiente, 1);
  const cargos = suma(e.extractoPendiente, -1);
  const libros = new Decimal(e.saldoLibros).plus(abonos).minus(cargos);
  const extracto = new Decimal(e.saldoExtracto).plus(depositos).minus(cheques);
  const diferencia = libros.minus(extracto);
  const f = (d: Decimal) => (d.isZero() ? '0.00' : d.toFixed(2));
  return {
    saldoLibros: f(new Decimal(e.saldoLibros)),
    saldoExtracto: f(new Decimal(e.saldoExtracto)),
    depositosEnTransito: f(depositos),
    chequesNoCobrados: f(cheques),
    cargosNoRegistrados: f(cargos),
    abonosNoRegistrados: f(abonos),
    saldoLibrosConciliado: f(libros),
    saldoExtractoConciliado: f(extracto),
    diferencia: f(diferencia),
    conciliado: diferencia.isZero(),
  };
}
