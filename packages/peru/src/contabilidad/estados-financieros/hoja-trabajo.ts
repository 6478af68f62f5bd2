import Decimal from 'decimal.js';
import { lineaDeResultados } from './estado-resultados.ts';
import { dinero, esDeBalance, type SaldoCuenta, saldoDeudor } from './saldos.ts';

/**
 * The hoja de trabajo (worksheet) Peruvian accountants draw from the balance de comprobación: per
 * account its sums, its balance, and that balance carried to the inventario (elements 1–5: activo /
 * pasivo y patrimonio), to the results by nature and to the results by function (pérdidas / ganancias)
 * where the estados de resultados report the account. Element 0 (memorandum accounts), 79 and 90–93 stay
 * in sums and balances only. Each pair is closed by its result, so every pair adds up equal.
 */
export type ColumnasHoja = {
  debe: string;
  haber: string;
  deudor: string;
  acreedor: string;
  activo: string;
  pasivo: string;
  perdidasNaturaleza: string;
  gananciasNaturaleza: string;
  perdidasFuncion: string;
  gananciasFuncion: string;
};
export type FilaHoja = ColumnasHoja & { cuenta: string; denominacion: string };
export type HojaTrabajo = {
  filas: FilaHoja[];
  totales: ColumnasHoja;
  /** Each pair's result placed on the side that balances it (utilidad under pasivo / pérdidas). */
  resultado: ColumnasHoja;
  sumasIguales: ColumnasHoja;
  /** Each pair's result, positive for utilidad. They agree when destination entries are complete. */
  resultadoInventario: string;
  resultadoNaturaleza: string;
  resultadoFuncion: string;
};

type Columna = keyof ColumnasHoja;
/** The worksheet's columns in the order it prints them. */
export const COLUMNAS_HOJA: readonly Columna[] = [
  'debe',
  'haber',
  'deudor',
  'acreedor',
  'activo',
  'pasivo',
  'perdidasNaturaleza',
  'gananciasNaturaleza',
  'perdidasFuncion',
  'gananciasFuncion',
];
type Importes = Record<Columna, Decimal>;

const ceros = (): Importes => Object.fromEntries(COLUMNAS_HOJA.map((c) => [c, new Decimal(0)])) as Importes;
const texto = (i: Importes): ColumnasHoja =>
  Object.fromEntries(COLUMNAS_HOJA.map((c) => [c, dinero(i[c])])) as ColumnasHoja;

/** Where an account's balance is carried: inventario, results by nature, results by function. */
export function columnasDeCuenta(cuenta: string): {
  inventario: boolean;
  naturaleza: boolean;
  funcion: boolean;
} {
  return {
    inventario: esDeBalance(cuenta),
    naturaleza: lineaDeResultados('naturaleza', cuenta) !== undefined,
    funcion: lineaDeResultados('funcion', cuenta) !== undefined,
  };
}

function importesDe(s: SaldoCuenta): Importes {
  const saldo = saldoDeudor(s);
  const deudor = saldo.gt(0) ? saldo : new Decimal(0);
  const acreedor = saldo.lt(0) ? saldo.negated() : new Decimal(0);
  const destino = columnasDeCuenta(s.cuenta);
  const cero = new Decimal(0);
  const si = (llevar: boolean, v: Decimal) => (llevar ? v : cero);
  return {
    debe: new Decimal(s.debe),
    haber: new Decimal(s.haber),
    deudor,
    acreedor,
    activo: si(destino.inventario, deudor),
    pasivo: si(destino.inventario, acreedor),
    perdidasNaturaleza: si(destino.naturaleza, deudor),
    gananciasNaturaleza: si(destino.naturaleza, acreedor),
    perdidasFuncion: si(destino.funcion, deudor),
    gananciasFuncion: si(destino.funcion, acreedor),
  };
}

/** The worksheet of the accounts' sums between two periods (the balance de comprobación's rows). */
export function hojaDeTrabajo(saldos: readonly SaldoCuenta[]): HojaTrabajo {
  const totales = ceros();
  const filas = [...saldos]
    .sort((a, b) => a.cuenta.localeCompare(b.cuenta))
    .map((s) => {
      const importes = importesDe(s);
      for (const c of COLUMNAS_HOJA) totales[c] = totales[c].plus(importes[c]);
      return { cuenta: s.cuenta, denominacion: s.denominacion, ...texto(importes) };
    });
  const inventario = totales.activo.minus(totales.pasivo);
  const naturaleza = totales.gananciasNaturaleza.minus(totales.perdidasNaturaleza);
  const funcion = totales.gananciasFuncion.minus(totales.perdidasFuncion);
  // A utilidad is written on the smaller side of its pair (pasivo, pérdidas), a pérdida on the other.
  const lado = (r: Decimal, siUtilidad: Columna, siPerdida: Columna): Partial<Importes> =>
    r.gte(0) ? { [siUtilidad]: r } : { [siPerdida]: r.negated() };
  const resultado: Importes = {
    ...ceros(),
    ...lado(inventario, 'pasivo', 'activo'),
    ...lado(naturaleza, 'perdidasNaturaleza', 'gananciasNaturaleza'),
    ...lado(funcion, 'perdidasFuncion', 'gananciasFuncion'),
  };
  const sumasIguales = ceros();
  for (const c of COLUMNAS_HOJA) sumasIguales[c] = totales[c].plus(resultado[c]);
  return {
    filas,
    totales: texto(totales),
    resultado: texto(resultado),
    sumasIguales: texto(sumasIguales),
    resultadoInventario: dinero(inventario),
    resultadoNaturaleza: dinero(naturaleza),
    resultadoFuncion: dinero(funcion),
  };
}
