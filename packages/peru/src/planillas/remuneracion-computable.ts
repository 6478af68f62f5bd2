import { alCentimo, dec, sumar } from './importes.ts';

/**
 * The remuneración computable of the gratificación, the CTS and the vacations: basic pay + asignación
 * familiar + fixed pay, plus the average of the variable pay received regularly. "Regular" is at least
 * 3 of the period's 6 months (DS 001-97-TR art. 16, DS 005-2002-TR art. 3: not in peru-facts, por
 * verificar); the average divides what was received by the 6 months.
 */

export type IngresoVariable = {
  codigo: string;
  /** The amount received in each month of the period (0 or missing months count as not received). */
  importesMensuales: readonly string[];
};

export type EntradaRemuneracionComputable = {
  remuneracionBasica: string;
  /** In soles; 0 when the worker has none. */
  asignacionFamiliar: string;
  /** Fixed monthly pay beyond the basic (e.g. a bonificación por cargo). */
  fijos?: readonly string[];
  variables?: readonly IngresoVariable[];
};

export type RemuneracionComputable = {
  fija: string;
  promedioVariables: string;
  /** The variable concepts that were regular and entered the average. */
  regulares: string[];
  computable: string;
};

const MESES_PERIODO = 6;
const MESES_REGULARIDAD = 3;

export function calcularRemuneracionComputable(e: EntradaRemuneracionComputable): RemuneracionComputable {
  const fija = sumar([e.remuneracionBasica, e.asignacionFamiliar, ...(e.fijos ?? [])]);
  const regulares = (e.variables ?? []).filter(
    (v) => v.importesMensuales.filter((m) => dec(m).gt(0)).length >= MESES_REGULARIDAD,
  );
  const promedio = alCentimo(sumar(regulares.flatMap((v) => v.importesMensuales)).dividedBy(MESES_PERIODO));
  return {
    fija: fija.toFixed(2),
    promedioVariables: promedio.toFixed(2),
    regulares: regulares.map((v) => v.codigo),
    computable: fija.plus(promedio).toFixed(2),
  };
}

/** Pay that varies month to month and enters the computable when regular (por verificar: the list). */
export const CONCEPTOS_VARIABLES = [
  'horas_extras_25',
  'horas_extras_35',
  'feriado_trabajado',
  'comision',
  'bonificacion',
] as const;

/**
 * The variable concepts of the period's months (one list of income lines per month, the missing months
 * as empty lists), each with its amount per month, as calcularRemuneracionComputable takes them.
 */
export function variablesDeMeses(
  meses: readonly (readonly { codigo: string; importe: string }[])[],
  codigos: readonly string[] = CONCEPTOS_VARIABLES,
): IngresoVariable[] {
  return codigos
    .map((codigo) => ({
      codigo,
      importesMensuales: meses.map((lineas) =>
        sumar(lineas.filter((l) => l.codigo === codigo).map((l) => l.importe)).toFixed(2),
      ),
    }))
    .filter((v) => v.importesMensuales.some((m) => dec(m).gt(0)));
}
