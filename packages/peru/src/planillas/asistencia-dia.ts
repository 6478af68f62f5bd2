import { type Horario, type JornadaDia, minutosDelDia, normalizarHora } from './asistencia-horario.ts';

/**
 * A day that was not worked, as the attendance records it: an unjustified absence, vacation, medical
 * rest paid as a subsidy (descanso médico), unpaid leave (licencia), a holiday or a rest day.
 */
export const MARCAS_ASISTENCIA = [
  'falta',
  'vacaciones',
  'descanso_medico',
  'licencia',
  'feriado',
  'descanso',
] as const;
export type MarcaAsistencia = (typeof MARCAS_ASISTENCIA)[number];

export const esMarcaAsistencia = (v: string): v is MarcaAsistencia =>
  (MARCAS_ASISTENCIA as readonly string[]).includes(v);

/** A day's record: the times worked, or a mark. */
export type RegistroAsistencia = { entrada: string; salida: string } | { marca: MarcaAsistencia };

/**
 * How overtime is split, by date: the first `minutosAl25` of each day at 25 %, the rest at 35 % (TUO
 * of DL 854, DS 007-2002-TR art. 10 a); the surcharges themselves are applied by the payslip).
 */
export const REGLAS_SOBRETIEMPO = [
  {
    desde: '2002-07-04',
    minutosAl25: 120,
    norma: 'DS 007-2002-TR (TUO del DL 854) art. 10',
    porVerificar: false,
  },
] as const;

export function reglaSobretiempo(fecha: string) {
  const regla = [...REGLAS_SOBRETIEMPO].reverse().find((r) => r.desde <= fecha);
  if (!regla) throw new RangeError(`No hay regla de sobretiempo para ${fecha}`);
  return regla;
}

/** What a day gives the month's summary. */
export type DiaEvaluado = {
  fecha: string;
  /** Ordinary or holiday minutes worked (breaks taken off). */
  minutosTrabajados: number;
  minutosTardanza: number;
  minutos25: number;
  minutos35: number;
  /** A holiday or rest day worked: paid at double, without a late arrival or overtime of its own. */
  feriadoTrabajado: boolean;
  marca: MarcaAsistencia | null;
};

/** The weekday's hours (0 = domingo) of a YYYY-MM-DD date, or null on a rest day. */
export function jornadaDe(horario: Horario, fecha: string): JornadaDia | null {
  const [a, m, d] = fecha.split('-').map(Number);
  const dia = new Date(Date.UTC(a ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return horario.dias[dia] ?? null;
}

/** The Spanish message of a record's first problem, or null. Times are 'HH:MM', the exit after the entry. */
export function errorDeRegistro(r: { entrada?: string; salida?: string; marca?: string }): string | null {
  const conHoras = !!(r.entrada || r.salida);
  if (r.marca && conHoras) return 'Indique las horas de entrada y salida o una marca, no ambas';
  if (r.marca) return esMarcaAsistencia(r.marca) ? null : `La marca "${r.marca}" no existe`;
  if (!conHoras) return 'Indique las horas de entrada y salida o una marca';
  const entrada = normalizarHora(r.entrada ?? '');
  const salida = normalizarHora(r.salida ?? '');
  if (!entrada) return 'La hora de entrada no es válida (HH:MM)';
  if (!salida) return 'La hora de salida no es válida (HH:MM)';
  if (minutosDelDia(salida) <= minutosDelDia(entrada))
    return 'La hora de salida debe ser posterior a la de entrada';
  return null;
}

/**
 * One day against the schedule. On a working day: a late arrival counts whole once it passes the
 * tolerance; overtime is the time after the scheduled exit (an early arrival is not overtime), split
 * by REGLAS_SOBRETIEMPO. On a holiday or rest day any work is a holiday worked.
 */
export function evaluarDia(
  horario: Horario,
  fecha: string,
  registro: RegistroAsistencia,
  esFeriado: boolean,
): DiaEvaluado {
  const base = { fecha, minutosTrabajados: 0, minutosTardanza: 0, minutos25: 0, minutos35: 0 };
  if ('marca' in registro) return { ...base, feriadoTrabajado: false, marca: registro.marca };
  const entrada = minutosDelDia(registro.entrada);
  const salida = minutosDelDia(registro.salida);
  const jornada = esFeriado ? null : jornadaDe(horario, fecha);
  const lapso = salida - entrada;
  if (!jornada) return { ...base, minutosTrabajados: lapso, feriadoTrabajado: true, marca: null };
  // The schedule's break belongs to its working days, and only to a stay long enough to include it.
  const trabajados = lapso > horario.refrigerioMinutos ? lapso - horario.refrigerioMinutos : lapso;
  const tarde = entrada - minutosDelDia(jornada.entrada);
  const extra = Math.max(salida - minutosDelDia(jornada.salida), 0);
  const al25 = Math.min(extra, reglaSobretiempo(fecha).minutosAl25);
  return {
    ...base,
    minutosTrabajados: trabajados,
    minutosTardanza: tarde > horario.toleranciaMinutos ? tarde : 0,
    minutos25: al25,
    minutos35: extra - al25,
    feriadoTrabajado: false,
    marca: null,
  };
}
