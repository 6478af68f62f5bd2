import { alCentimo, dec } from './importes.ts';
import { type RegimenLaboral, reglasRegimen } from './regimen-laboral.ts';
import { type MesesYDias, mesesYDiasDesde, sumarMeses } from './tiempo-servicio.ts';

/**
 * Vacations (DL 713 as amended by DL 1405; peru-facts §11.4): 30 calendar days per year of service, 15
 * in the micro and pequeña empresa; the attendance record; the remuneración vacacional; the truncas in
 * twelfths and 360ths (art. 22); and the indemnity of one more remuneración when the days were not
 * taken within the following year (art. 23), free of contributions and tax.
 */

export const diasVacacionesAnuales = (regimen: RegimenLaboral) => reglasRegimen(regimen).diasVacaciones;

export type EntradaRecordVacacional = {
  /** Days a week the worker works. */
  diasPorSemana: number;
  /** Days actually worked in the year of service. */
  diasLaborados: number;
  /** Unjustified absences in the year: what counts with 3 or 4 days a week. */
  faltasInjustificadas: number;
};

/** 260 days worked with a 6-day week, 210 with a 5-day week, at most 10 absences with fewer days. */
export function cumpleRecordVacacional(e: EntradaRecordVacacional): boolean {
  if (e.diasPorSemana >= 6) return e.diasLaborados >= 260;
  if (e.diasPorSemana === 5) return e.diasLaborados >= 210;
  return e.faltasInjustificadas <= 10;
}

/** What is paid for vacation days: the remuneración computable / 30 per day. */
export const remuneracionVacacional = (remuneracionComputable: string, dias: number) =>
  alCentimo(dec(remuneracionComputable).times(dias).dividedBy(30)).toFixed(2);

/** The start of the record running on a date: the last anniversary of the hire on or before it. */
export function inicioRecordVacacional(fechaIngreso: string, fecha: string): string {
  let anios = 0;
  while (sumarMeses(fechaIngreso, (anios + 1) * 12) <= fecha) anios += 1;
  return sumarMeses(fechaIngreso, anios * 12);
}

export type EntradaVacacionesTruncas = {
  regimenLaboral: RegimenLaboral;
  remuneracionComputable: string;
  /** First day of the unfinished record (by default the last anniversary of the hire). */
  inicioRecord: string;
  fechaCese: string;
};

export type VacacionesTruncas = MesesYDias & { diasAnuales: number; importe: string };

export function calcularVacacionesTruncas(e: EntradaVacacionesTruncas): VacacionesTruncas {
  const { meses, dias } = mesesYDiasDesde(e.inicioRecord, e.fechaCese);
  const diasAnuales = diasVacacionesAnuales(e.regimenLaboral);
  // The year's vacation pay (diasAnuales / 30 of a remuneración) in twelfths and 360ths.
  const anual = dec(e.remuneracionComputable).times(diasAnuales).dividedBy(30);
  const importe = alCentimo(anual.times(meses * 30 + dias).dividedBy(360));
  return { meses, dias, diasAnuales, importe: importe.toFixed(2) };
}

export type VacacionPendiente = {
  /** Days earned and not taken. */
  dias: number;
  /** The year to take them has passed (DL 713 art. 23). */
  vencida: boolean;
};

export type VacacionesPendientes = { remuneracion: string; indemnizacion: string };

/**
 * Earned days not taken: their remuneración, and as much again as indemnity when the year to take them
 * has passed (managers who chose not to take them get no indemnity: leave `vencida` false for them).
 */
export function calcularVacacionesPendientes(
  remuneracionComputable: string,
  pendientes: readonly VacacionPendiente[],
): VacacionesPendientes {
  const pago = (lista: readonly VacacionPendiente[]) =>
    lista.reduce((s, v) => s.plus(remuneracionVacacional(remuneracionComputable, v.dias)), dec(0));
  return {
    remuneracion: pago(pendientes).toFixed(2),
    indemnizacion: pago(pendientes.filter((v) => v.vencida)).toFixed(2),
  };
}
