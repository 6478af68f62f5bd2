import { type Db, schema } from '@kipu/db';
import {
  asignacionFamiliarVigente,
  calcularRemuneracionComputable,
  type RemuneracionComputable,
  type TablasPlanilla,
  variablesDeMeses,
} from '@kipu/peru';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { REGIMEN } from '../boleta/documento-boleta.ts';
import type { BoletaCerrada, Vinculo } from './datos-planilla.ts';
import type { PeriodoBeneficio, TipoBeneficio } from './periodo-beneficio.ts';

/** How a kind of run is computed, shown and posted. Each kind lives in its own `beneficio-*.ts`. */

export type ColumnaBeneficio = { encabezado: string; tipo: 'texto' | 'monto' | 'cantidad'; total?: boolean };

/** The columns a worker's line starts with, and their values. */
export const COLUMNAS_VINCULO: readonly ColumnaBeneficio[] = [
  { encabezado: 'Régimen', tipo: 'texto' },
  { encabezado: 'Ingreso', tipo: 'texto' },
];
export const valoresVinculo = (e: { regimenLaboral: string; fechaIngreso: string }) => [
  REGIMEN[e.regimenLaboral] ?? e.regimenLaboral,
  e.fechaIngreso,
];

/** What the run was given beyond the payroll. */
export type OpcionesBeneficio = {
  renta_neta?: string | null;
  actividad?: string | null;
  indemnizaciones?: readonly { trabajador_id: string; importe: string }[] | null;
};

export type ContextoCalculo = {
  db: Db;
  /** The company's payroll parameters (the database's editable copy). */
  tablas: TablasPlanilla;
  empresaId: string;
  periodo: PeriodoBeneficio;
  opciones: OpcionesBeneficio;
};

export type LineaCalculada<E, R> = { vinculo: Vinculo; entrada: E; resultado: R; importe: string };
export type LineaGuardada<E, R> = { entrada: E; resultado: R; importe: string };

/** One side of the asiento: a positive amount goes to the debe, a negative one to the haber. */
export type Partida = { cuenta: string; importe: Decimal.Value };

/** An expense against the liability it provisions. */
export const gastoContra = (gasto: string, pasivo: string, importe: Decimal.Value): Partida[] => [
  { cuenta: gasto, importe },
  { cuenta: pasivo, importe: new Decimal(importe).negated() },
];

export type CalculadorDe<E, R> = {
  columnas: readonly ColumnaBeneficio[];
  valores: (l: LineaGuardada<E, R>) => string[];
  /** The lines, and what the whole run computed (the utilidades' amount to distribute). */
  calcular: (
    ctx: ContextoCalculo,
  ) => Promise<{ lineas: LineaCalculada<E, R>[]; parametros?: Record<string, string | number> }>;
  partidas: (lineas: readonly LineaGuardada<E, R>[]) => Partida[];
};

/** A calculator over the jsonb the lines are stored as. */
export type Calculador = CalculadorDe<unknown, unknown>;

/** The stored jsonb is what `calcular` wrote, so reading it back as its own types is safe. */
export const calculador = <E, R>(c: CalculadorDe<E, R>): Calculador => c as unknown as Calculador;

/**
 * The remuneración computable on a date: the contract's basic pay, the asignación familiar then in
 * force, and the average of the regular variable pay of the given months' payslips.
 */
export function computableDe(
  v: Vinculo,
  fecha: string,
  tablas: TablasPlanilla,
  boletas: readonly (BoletaCerrada | undefined)[],
): RemuneracionComputable {
  return calcularRemuneracionComputable({
    remuneracionBasica: v.contrato.remuneracionBasica,
    asignacionFamiliar: v.contrato.asignacionFamiliar ? asignacionFamiliarVigente(fecha, tablas) : '0',
    variables: variablesDeMeses(boletas.map((b) => b?.boleta.ingresos ?? [])),
  });
}

/** The lines of another run of the company (a gratificación the CTS reads), by worker, and its state. */
export async function lineasDeOtroCalculo<R>(
  db: Db,
  empresaId: string,
  tipo: TipoBeneficio,
  periodo: string,
): Promise<{ estado: string; lineas: Map<string, R> } | undefined> {
  const b = schema.beneficios;
  const [run] = await db
    .select()
    .from(b)
    .where(and(eq(b.empresaId, empresaId), eq(b.tipo, tipo), eq(b.periodo, periodo)));
  if (!run) return undefined;
  const filas = await db
    .select()
    .from(schema.beneficioTrabajadores)
    .where(eq(schema.beneficioTrabajadores.beneficioId, run.id));
  return { estado: run.estado, lineas: new Map(filas.map((f) => [f.trabajadorId, f.resultado as R])) };
}
