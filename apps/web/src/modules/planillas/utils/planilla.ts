import type { EntradaPlanillaInput, PlanillaFieldsFragment } from '../../../gql/graphql';
import { sumarMontos } from '../../../ui/utils/montos';

type Boleta = PlanillaFieldsFragment['boletas'][number];
type Linea = { codigo: string; importe: string };

const PENSION = new Set(['onp', 'aporte_afp', 'prima_seguro_afp', 'comision_afp']);
const suma = (lineas: readonly Linea[], incluye: (codigo: string) => boolean) =>
  sumarMontos(lineas.filter((l) => incluye(l.codigo)).map((l) => l.importe));

/** The columns of a payslip row: gross, pension, quinta, EsSalud and net, as decimal strings. */
export function columnasBoleta(b: Boleta) {
  return {
    bruto: b.total_ingresos,
    pension: suma(b.retenciones, (c) => PENSION.has(c)),
    quinta: suma(b.retenciones, (c) => c === 'renta_quinta'),
    essalud: suma(b.aportes_empleador, (c) => c === 'essalud'),
    neto: b.neto,
  };
}

export type ColumnasBoleta = ReturnType<typeof columnasBoleta>;

/** The column totals of the payslips table. */
export function totalesBoletas(boletas: readonly Boleta[]): ColumnasBoleta {
  const filas = boletas.map(columnasBoleta);
  const total = (k: keyof ColumnasBoleta) => sumarMontos(filas.map((f) => f[k]));
  return {
    bruto: total('bruto'),
    pension: total('pension'),
    quinta: total('quinta'),
    essalud: total('essalud'),
    neto: total('neto'),
  };
}

/** One worker's month as typed in the grid (texts, so an empty cell means nothing to send). */
export interface EntradaGrilla {
  faltas: string;
  horas_extras_25: string;
  horas_extras_35: string;
  minutos_tardanza: string;
  adelanto: string;
}

export const ENTRADA_VACIA: EntradaGrilla = {
  faltas: '',
  horas_extras_25: '',
  horas_extras_35: '',
  minutos_tardanza: '',
  adelanto: '',
};

/**
 * The calcularPlanilla entries of the grid: only workers with something typed (the others get a plain
 * month); whole counts as integers, hours as numbers, the advance as its decimal string.
 */
export function entradasDeGrilla(grilla: Readonly<Record<string, EntradaGrilla>>): EntradaPlanillaInput[] {
  const entero = (v: string) => (v.trim() ? Number.parseInt(v, 10) : null);
  const horas = (v: string) => (v.trim() ? Number(v) : null);
  return Object.entries(grilla)
    .filter(([, g]) => Object.values(g).some((v) => v.trim()))
    .map(([trabajador_id, g]) => ({
      trabajador_id,
      faltas: entero(g.faltas),
      horas_extras_25: horas(g.horas_extras_25),
      horas_extras_35: horas(g.horas_extras_35),
      minutos_tardanza: entero(g.minutos_tardanza),
      adelanto: g.adelanto.trim() || null,
    }));
}

/** 'YYYY-MM' (the month input) → 'AAAAMM' (the API). */
export const periodoApi = (mes: string) => mes.replace('-', '');
