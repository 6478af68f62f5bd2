/**
 * Work schedules (horarios) as the attendance rules read them: each weekday's entry and exit, the
 * break that is not worked and the tolerance before a late arrival counts.
 */

/** One weekday's ordinary hours: 'HH:MM' entry and exit (the exit after the entry, same day). */
export type JornadaDia = { entrada: string; salida: string };

export type Horario = {
  /** Weekdays 0 (domingo) to 6 (sábado); null is a rest day. */
  dias: readonly (JornadaDia | null)[];
  /** Minutes of break inside the day's hours, not worked and not paid as work. */
  refrigerioMinutos: number;
  /** A late arrival within these minutes is not counted. */
  toleranciaMinutos: number;
};

/** A normal schedule: the same hours on every working weekday. */
export type HorarioNormal = {
  entrada: string;
  salida: string;
  /** Weekdays worked, 0 (domingo) to 6 (sábado). */
  diasLaborables: readonly number[];
  refrigerioMinutos: number;
  toleranciaMinutos: number;
};

export const NOMBRES_DIA = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

const HORA = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'H:MM' or 'HH:MM' (also 'HH:MM:SS', as Excel may write it) as 'HH:MM', or null when it is not a time. */
export function normalizarHora(texto: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(texto.trim());
  if (!m) return null;
  const hora = `${(m[1] ?? '').padStart(2, '0')}:${m[2]}`;
  return HORA.test(hora) ? hora : null;
}

/** Minutes since midnight of an 'HH:MM' time. */
export function minutosDelDia(hora: string): number {
  const [h, m] = hora.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** The normal schedule as one day per weekday. */
export function horarioDeNormal(n: HorarioNormal): Horario {
  const jornada = { entrada: n.entrada, salida: n.salida };
  return {
    dias: NOMBRES_DIA.map((_, d) => (n.diasLaborables.includes(d) ? jornada : null)),
    refrigerioMinutos: n.refrigerioMinutos,
    toleranciaMinutos: n.toleranciaMinutos,
  };
}

/** Minutes of ordinary work of a weekday's hours (the break taken off). */
export const minutosDeJornada = (j: JornadaDia, refrigerio: number) =>
  Math.max(minutosDelDia(j.salida) - minutosDelDia(j.entrada) - refrigerio, 0);

/** The Spanish message of a schedule's first problem, or null when it is right. */
export function errorDeHorario(h: Horario): string | null {
  if (h.dias.length !== 7) return 'El horario debe indicar los siete días de la semana';
  if (!Number.isInteger(h.refrigerioMinutos) || h.refrigerioMinutos < 0 || h.refrigerioMinutos > 240)
    return 'El refrigerio es de 0 a 240 minutos';
  if (!Number.isInteger(h.toleranciaMinutos) || h.toleranciaMinutos < 0 || h.toleranciaMinutos > 60)
    return 'La tolerancia es de 0 a 60 minutos';
  let laborables = 0;
  for (const [d, j] of h.dias.entries()) {
    if (!j) continue;
    laborables++;
    const nombre = NOMBRES_DIA[d];
    if (!HORA.test(j.entrada) || !HORA.test(j.salida))
      return `Las horas del ${nombre} deben tener el formato HH:MM`;
    if (minutosDelDia(j.salida) <= minutosDelDia(j.entrada))
      return `La salida del ${nombre} debe ser posterior a la entrada`;
    if (minutosDeJornada(j, h.refrigerioMinutos) === 0)
      return `El refrigerio del ${nombre} no puede ocupar toda la jornada`;
  }
  if (laborables === 0) return 'El horario debe tener al menos un día laborable';
  return null;
}
