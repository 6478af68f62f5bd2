import Decimal from 'decimal.js';
import { type DiaEvaluado, evaluarDia, type RegistroAsistencia } from './asistencia-dia.ts';
import type { Horario } from './asistencia-horario.ts';

/** A month's attendance of one worker, in the terms the payslip takes. */
export type ResumenAsistencia = {
  /** Calendar days of the month inside the contract. */
  diasCalendario: number;
  /** Days with hours worked, holidays and rest days worked included. */
  diasLaborados: number;
  minutosTrabajados: number;
  minutosTardanza: number;
  /** Days with a late arrival. */
  diasTardanza: number;
  /** Overtime in hours with two decimals (half up), from the month's minutes. */
  horas25: string;
  horas35: string;
  faltas: number;
  diasVacaciones: number;
  /** Descanso médico: subsidised days. */
  diasSubsidiados: number;
  /** Subsidised days plus unpaid leave: the days the payslip does not pay. */
  diasSuspension: number;
  feriadosTrabajados: number;
  dias: DiaEvaluado[];
};

export type EntradaResumenAsistencia = {
  /** AAAAMM. */
  periodo: string;
  horario: Horario;
  /** The worker's records by date (YYYY-MM-DD); dates outside the month or the contract are ignored. */
  registros: ReadonlyMap<string, RegistroAsistencia>;
  /** Holiday dates (national and the company's). */
  feriados: ReadonlySet<string>;
  /** The contract's days, both ends included; the whole month when absent. */
  desde?: string | null;
  hasta?: string | null;
};

const dos = (n: number) => String(n).padStart(2, '0');

/** Every YYYY-MM-DD date of an AAAAMM period. */
export function fechasDelPeriodo(periodo: string): string[] {
  const anio = Number(periodo.slice(0, 4));
  const mes = Number(periodo.slice(4));
  const dias = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return Array.from({ length: dias }, (_, i) => `${periodo.slice(0, 4)}-${dos(mes)}-${dos(i + 1)}`);
}

const horas = (minutos: number) =>
  new Decimal(minutos).div(60).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * The month's summary from its day records. A day without a record counts as nothing: it is neither
 * worked nor an absence, so an incomplete month never discounts days that were not registered.
 */
export function resumirAsistencia(e: EntradaResumenAsistencia): ResumenAsistencia {
  const fechas = fechasDelPeriodo(e.periodo).filter(
    (f) => (!e.desde || f >= e.desde) && (!e.hasta || f <= e.hasta),
  );
  const dias = fechas.flatMap((f) => {
    const r = e.registros.get(f);
    return r ? [evaluarDia(e.horario, f, r, e.feriados.has(f))] : [];
  });
  const suma = (campo: (d: DiaEvaluado) => number) => dias.reduce((s, d) => s + campo(d), 0);
  const cuenta = (cumple: (d: DiaEvaluado) => boolean) => dias.filter(cumple).length;
  const subsidiados = cuenta((d) => d.marca === 'descanso_medico');
  return {
    diasCalendario: fechas.length,
    diasLaborados: cuenta((d) => d.marca === null),
    minutosTrabajados: suma((d) => d.minutosTrabajados),
    minutosTardanza: suma((d) => d.minutosTardanza),
    diasTardanza: cuenta((d) => d.minutosTardanza > 0),
    horas25: horas(suma((d) => d.minutos25)),
    horas35: horas(suma((d) => d.minutos35)),
    faltas: cuenta((d) => d.marca === 'falta'),
    diasVacaciones: cuenta((d) => d.marca === 'vacaciones'),
    diasSubsidiados: subsidiados,
    diasSuspension: subsidiados + cuenta((d) => d.marca === 'licencia'),
    feriadosTrabajados: cuenta((d) => d.feriadoTrabajado),
    dias,
  };
}
