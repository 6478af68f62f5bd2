import { alCentimo, dec } from './importes.ts';
import { type RegimenLaboral, reglasRegimen } from './regimen-laboral.ts';
import {
  type Intervalo,
  interseccion,
  mesesCalendario,
  primerDiaDelMes,
  ultimoDiaDelMes,
} from './tiempo-servicio.ts';

/**
 * Compensación por tiempo de servicios (DL 650, DS 001-97-TR; peru-facts §4). Deposits by 15 May
 * (November–April) and 15 November (May–October). Computable = monthly remuneración + 1/6 of the
 * gratificación received in the period; 1/12 of it per whole month and 1/360 per day. Half in the
 * pequeña empresa, none in the microempresa.
 */

export type MesDepositoCts = 5 | 11;

/** The period a deposit pays: November–April for May, May–October for November. */
export const periodoCts = (anio: number, mes: MesDepositoCts): Intervalo =>
  mes === 5
    ? { desde: primerDiaDelMes(anio - 1, 11), hasta: ultimoDiaDelMes(anio, 4) }
    : { desde: primerDiaDelMes(anio, 5), hasta: ultimoDiaDelMes(anio, 10) };

/** The deposit whose period holds a date (the CTS trunca of a cese on that date). */
export function depositoCtsDeFecha(fecha: string): { anio: number; mes: MesDepositoCts } {
  const anio = Number(fecha.slice(0, 4));
  const mes = Number(fecha.slice(5, 7));
  if (mes >= 5 && mes <= 10) return { anio, mes: 11 };
  return { anio: mes >= 11 ? anio + 1 : anio, mes: 5 };
}

export type EntradaCts = {
  anio: number;
  mes: MesDepositoCts;
  regimenLaboral: RegimenLaboral;
  /** Monthly remuneración at the end of the period: basic + asignación familiar + regular pay. */
  remuneracionComputable: string;
  /** The gratificación received in the period (December's for May, July's for November). */
  gratificacionPercibida: string;
  fechaIngreso: string;
  fechaCese?: string | null;
  /** Unjustified absences in the period, not computable (DS 001-97-TR; por verificar). */
  diasNoComputables?: number;
};

export type Cts = {
  periodo: Intervalo;
  meses: number;
  dias: number;
  /** Months × 30 + days − non-computable days. */
  diasComputables: number;
  sextoGratificacion: string;
  remuneracionComputable: string;
  fraccionRegimen: string;
  cts: string;
};

export function calcularCts(e: EntradaCts): Cts {
  const periodo = periodoCts(e.anio, e.mes);
  const tramo = interseccion(periodo, { desde: e.fechaIngreso, hasta: e.fechaCese ?? periodo.hasta });
  const { meses, dias } = tramo ? mesesCalendario(tramo) : { meses: 0, dias: 0 };
  const diasComputables = Math.max(meses * 30 + dias - (e.diasNoComputables ?? 0), 0);
  const sexto = alCentimo(dec(e.gratificacionPercibida).dividedBy(6));
  const computable = dec(e.remuneracionComputable).plus(sexto);
  const fraccion = reglasRegimen(e.regimenLaboral).fraccionCts;
  // 1/12 a month is 30/360: one division by 360 keeps months and days exact together.
  const cts = alCentimo(computable.times(fraccion).times(diasComputables).dividedBy(360));
  return {
    periodo,
    meses,
    dias,
    diasComputables,
    sextoGratificacion: sexto.toFixed(2),
    remuneracionComputable: computable.toFixed(2),
    fraccionRegimen: fraccion,
    cts: cts.toFixed(2),
  };
}
