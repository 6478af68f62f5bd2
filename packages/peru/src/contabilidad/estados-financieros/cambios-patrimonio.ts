import Decimal from 'decimal.js';
import { lineaDeSituacion } from './estado-situacion.ts';
import { dinero, elemento, esDeResultado, type SaldoCuenta, saldoDeudor, sumar } from './saldos.ts';

/**
 * Estado de cambios en el patrimonio neto of a year: a column per equity component (the ESF's equity
 * lines, so the final balance is the ESF's patrimonio) and a row per kind of movement.
 */
export const COLUMNAS_PATRIMONIO = [
  { codigo: 'capital', titulo: 'Capital', cuentas: '50' },
  { codigo: 'capital_adicional', titulo: 'Capital adicional', cuentas: '52' },
  { codigo: 'acciones_inversion', titulo: 'Acciones de inversión', cuentas: '51' },
  { codigo: 'excedente_revaluacion', titulo: 'Excedente de revaluación', cuentas: '57' },
  { codigo: 'resultados_no_realizados', titulo: 'Resultados no realizados', cuentas: '56' },
  { codigo: 'reservas', titulo: 'Reservas', cuentas: '58' },
  { codigo: 'resultados_acumulados', titulo: 'Resultados acumulados', cuentas: '59' },
] as const;
export type ColumnaPatrimonio = (typeof COLUMNAS_PATRIMONIO)[number]['codigo'];

export type MovimientoPatrimonio = 'aportes' | 'distribuciones' | 'resultado' | 'reservas' | 'otros';

export const FILAS_PATRIMONIO: readonly {
  codigo: 'inicial' | MovimientoPatrimonio | 'final';
  titulo: string;
}[] = [
  { codigo: 'inicial', titulo: 'Saldo inicial' },
  { codigo: 'aportes', titulo: 'Aportes de capital' },
  { codigo: 'distribuciones', titulo: 'Dividendos y otras distribuciones' },
  { codigo: 'resultado', titulo: 'Resultado del ejercicio' },
  { codigo: 'reservas', titulo: 'Transferencias a reservas' },
  { codigo: 'otros', titulo: 'Otros movimientos' },
  { codigo: 'final', titulo: 'Saldo final' },
];

export type LineaAsientoPatrimonio = { cuenta: string; debe: string; haber: string };

const esDePatrimonio = (cuenta: string) => elemento(cuenta) === 5;
/** The column of an equity account: the ESF line it goes to (53–55 with capital adicional, as there). */
export const columnaDePatrimonio = (cuenta: string): ColumnaPatrimonio =>
  lineaDeSituacion(cuenta, new Decimal(0)).linea.codigo as ColumnaPatrimonio;
/** Credit minus debit: what a line adds to equity. */
const aumento = (l: LineaAsientoPatrimonio) => new Decimal(l.haber).minus(l.debe);

const DE_CAPITAL: readonly ColumnaPatrimonio[] = ['capital', 'acciones_inversion', 'capital_adicional'];
// Paid to the owners: cash (10) or owed to them (44 cuentas por pagar a los accionistas).
const PAGOS_A_SOCIOS = ['10', '44'];

/**
 * The kind of an asiento that moves equity, from its lines: equity raised from outside into capital is
 * an aporte; equity (capital or results) paid or owed to the owners is a distribution; a transfer
 * within equity that credits 58 is a transfer to reserves; anything else (revaluations, capitalising
 * reserves, corrections) is "otros".
 */
export function tipoDeMovimiento(
  lineas: readonly LineaAsientoPatrimonio[],
): Exclude<MovimientoPatrimonio, 'resultado'> {
  const patrimonio = lineas.filter((l) => esDePatrimonio(l.cuenta));
  const fuera = lineas.filter((l) => !esDePatrimonio(l.cuenta));
  const columnas = (ls: readonly LineaAsientoPatrimonio[]) => ls.map((l) => columnaDePatrimonio(l.cuenta));
  const abonadas = patrimonio.filter((l) => aumento(l).gt(0));
  const cargadas = patrimonio.filter((l) => aumento(l).lt(0));
  if (fuera.length === 0) return columnas(abonadas).includes('reservas') ? 'reservas' : 'otros';
  const neto = sumar(patrimonio.map(aumento));
  if (neto.gt(0) && cargadas.length === 0 && columnas(abonadas).every((c) => DE_CAPITAL.includes(c)))
    return 'aportes';
  const aSocios = fuera
    .filter((l) => aumento(l).gt(0))
    .every((l) => PAGOS_A_SOCIOS.includes(l.cuenta.slice(0, 2)));
  if (
    neto.lt(0) &&
    abonadas.length === 0 &&
    aSocios &&
    columnas(cargadas).every((c) => DE_CAPITAL.includes(c) || c === 'resultados_acumulados')
  )
    return 'distribuciones';
  return 'otros';
}

export type FilaCambiosPatrimonio = {
  codigo: string;
  titulo: string;
  importes: Record<ColumnaPatrimonio, string>;
  total: string;
};
export type CambiosPatrimonio = { columnas: typeof COLUMNAS_PATRIMONIO; filas: FilaCambiosPatrimonio[] };

export type EntradaCambiosPatrimonio = {
  /** Sums of every account before the year, plus the equity of the year's opening entries. */
  inicial: readonly SaldoCuenta[];
  /** Each asiento of the year (closing and opening left out) that moves an equity account, whole. */
  asientos: readonly (readonly LineaAsientoPatrimonio[])[];
  /** The year's result (positive: utilidad), as the estado de resultados gives it. */
  resultadoEjercicio: string;
};

const ceros = (): Record<ColumnaPatrimonio, Decimal> =>
  Object.fromEntries(COLUMNAS_PATRIMONIO.map((c) => [c.codigo, new Decimal(0)])) as Record<
    ColumnaPatrimonio,
    Decimal
  >;

/**
 * The statement: the opening balances (results of earlier years not yet closed into 59 count as
 * resultados acumulados), each asiento's equity lines in its kind's row, the year's result under
 * resultados acumulados, and the final balance as the sum of the rows.
 */
export function estadoCambiosPatrimonio(e: EntradaCambiosPatrimonio): CambiosPatrimonio {
  const filas = new Map(FILAS_PATRIMONIO.map((f) => [f.codigo, ceros()]));
  const sumarA = (fila: string, columna: ColumnaPatrimonio, importe: Decimal) => {
    const f = filas.get(fila as never);
    if (f) f[columna] = f[columna].plus(importe);
  };
  for (const s of e.inicial) {
    if (esDePatrimonio(s.cuenta)) sumarA('inicial', columnaDePatrimonio(s.cuenta), saldoDeudor(s).negated());
    else if (esDeResultado(s.cuenta)) sumarA('inicial', 'resultados_acumulados', saldoDeudor(s).negated());
  }
  for (const asiento of e.asientos) {
    const tipo = tipoDeMovimiento(asiento);
    for (const l of asiento)
      if (esDePatrimonio(l.cuenta)) sumarA(tipo, columnaDePatrimonio(l.cuenta), aumento(l));
  }
  sumarA('resultado', 'resultados_acumulados', new Decimal(e.resultadoEjercicio));
  for (const f of FILAS_PATRIMONIO)
    if (f.codigo !== 'final')
      for (const c of COLUMNAS_PATRIMONIO)
        sumarA('final', c.codigo, filas.get(f.codigo)?.[c.codigo] ?? new Decimal(0));
  return {
    columnas: COLUMNAS_PATRIMONIO,
    filas: FILAS_PATRIMONIO.map((f) => {
      const importes = filas.get(f.codigo) ?? ceros();
      return {
        codigo: f.codigo,
        titulo: f.titulo,
        importes: Object.fromEntries(
          COLUMNAS_PATRIMONIO.map((c) => [c.codigo, dinero(importes[c.codigo])]),
        ) as Record<ColumnaPatrimonio, string>,
        total: dinero(sumar(Object.values(importes))),
      };
    }),
  };
}
