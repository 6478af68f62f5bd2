import { esDiaHabil } from './feriados.ts';

function desplazar(fecha: string, dias: number): string {
  const [a, m, d] = fecha.split('-').map(Number);
  return new Date(Date.UTC(a ?? 0, (m ?? 1) - 1, (d ?? 1) + dias)).toISOString().slice(0, 10);
}

/** The business day that closes a term of `n` business days counted from the day after `fecha`. */
export function sumarDiasHabiles(fecha: string, n: number): string {
  let actual = fecha;
  for (let contados = 0; contados < n; ) {
    actual = desplazar(actual, 1);
    if (esDiaHabil(actual)) contados++;
  }
  return actual;
}

export function sumarDiasCalendario(fecha: string, n: number): string {
  return desplazar(fecha, n);
}

/**
 * Business days from `desde` (exclusive) to `hasta` (inclusive); negative when `hasta` is already past:
 * the days left before a deadline, or (negative) how many it is overdue.
 */
export function diasHabilesEntre(desde: string, hasta: string): number {
  if (desde === hasta) return 0;
  const signo = desde < hasta ? 1 : -1;
  const fin = signo > 0 ? hasta : desde;
  let actual = signo > 0 ? desde : hasta;
  let n = 0;
  while (actual < fin) {
    actual = desplazar(actual, 1);
    if (esDiaHabil(actual)) n++;
  }
  return signo * n;
}
