import { type RegimenLaboral, reglasRegimen } from './regimen-laboral.ts';
import { diasCalendario, sumarDias, sumarMeses } from './tiempo-servicio.ts';
import type { VacacionPendiente } from './vacaciones.ts';

/**
 * A worker's vacation record (DL 713): one period per completed year of service, the days it earned,
 * the days taken against it and what is still pending. Days taken settle the oldest period with days
 * left; days beyond what was earned are an advance on the running year. A period's days fall due one
 * year after it was earned (art. 23). The attendance record (260/210 days) is not checked here.
 */

export type GoceVacacional = { desde: string; hasta: string };

export type PeriodoVacacional = {
  /** The year of service: from an anniversary to the day before the next. */
  desde: string;
  hasta: string;
  diasGanados: number;
  diasGozados: number;
  pendientes: number;
  /** The year to take them has passed with days still pending (art. 23 indemnity). */
  vencido: boolean;
};

export type RecordVacacional = {
  periodos: PeriodoVacacional[];
  /** Days taken beyond what the completed years earned. */
  diasAdelantados: number;
  /** Start of the unfinished year of service (its truncas run from here). */
  inicioRecordActual: string;
};

export type EntradaRecordTrabajador = {
  fechaIngreso: string;
  /** The date the record is read on (a cese, or a month's last day). */
  fecha: string;
  regimenLaboral: RegimenLaboral;
  goces: readonly GoceVacacional[];
};

export function recordVacacional(e: EntradaRecordTrabajador): RecordVacacional {
  const diasAnuales = reglasRegimen(e.regimenLaboral).diasVacaciones;
  const diaSiguiente = sumarDias(e.fecha, 1);
  const periodos: PeriodoVacacional[] = [];
  // A year is complete when the next anniversary comes by the day after the date read.
  for (let anio = 0; sumarMeses(e.fechaIngreso, (anio + 1) * 12) <= diaSiguiente; anio += 1) {
    const vence = sumarMeses(e.fechaIngreso, (anio + 2) * 12);
    periodos.push({
      desde: sumarMeses(e.fechaIngreso, anio * 12),
      hasta: sumarDias(sumarMeses(e.fechaIngreso, (anio + 1) * 12), -1),
      diasGanados: diasAnuales,
      diasGozados: 0,
      pendientes: diasAnuales,
      vencido: vence <= diaSiguiente,
    });
  }
  const tomados = [...e.goces]
    .filter((g) => g.desde <= e.fecha)
    .sort((a, b) => a.desde.localeCompare(b.desde))
    .reduce((s, g) => s + diasCalendario(g.desde, g.hasta < e.fecha ? g.hasta : e.fecha), 0);
  let resto = tomados;
  for (const p of periodos) {
    const dias = Math.min(resto, p.pendientes);
    p.diasGozados += dias;
    p.pendientes -= dias;
    resto -= dias;
  }
  for (const p of periodos) p.vencido = p.vencido && p.pendientes > 0;
  return {
    periodos,
    diasAdelantados: resto,
    inicioRecordActual: sumarMeses(e.fechaIngreso, periodos.length * 12),
  };
}

/** The pending days of a record as the settlement takes them. */
export const pendientesDelRecord = (r: RecordVacacional): VacacionPendiente[] =>
  r.periodos.filter((p) => p.pendientes > 0).map((p) => ({ dias: p.pendientes, vencida: p.vencido }));
