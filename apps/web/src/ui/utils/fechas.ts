/**
 * Dates as the product shows them (spec 02 §9): stored YYYY-MM-DD, displayed DD/MM/YYYY; periods YYYY-MM;
 * "today" in Peru's time zone (America/Lima, UTC-5 all year), whatever the browser's zone is.
 */

export const ZONA_LIMA = 'America/Lima';

export const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

const ISO_FECHA = /^(\d{4})-(\d{2})-(\d{2})/;
const FECHA_PE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const PERIODO = /^(\d{4})-(\d{2})$/;

function dosDigitos(n: number): string {
  return String(n).padStart(2, '0');
}

function esFechaValida(anio: number, mes: number, dia: number): boolean {
  if (mes < 1 || mes > 12 || dia < 1) return false;
  // Day 0 of the next month is the last day of this one (leap years included).
  const ultimoDia = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return dia <= ultimoDia;
}

/** 'YYYY-MM-DD' (or an ISO timestamp, whose date part is used) → 'DD/MM/YYYY'; '' when it is not a date. */
export function formatFecha(iso: string | null | undefined): string {
  const m = iso ? ISO_FECHA.exec(iso) : null;
  if (!m) return '';
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** 'DD/MM/YYYY' (day and month may have one digit) → 'YYYY-MM-DD'; null when it is not a real date. */
export function parseFecha(texto: string): string | null {
  const m = FECHA_PE.exec(texto.trim());
  if (!m) return null;
  const dia = Number(m[1]);
  const mes = Number(m[2]);
  const anio = Number(m[3]);
  if (!esFechaValida(anio, mes, dia)) return null;
  return `${anio}-${dosDigitos(mes)}-${dosDigitos(dia)}`;
}

/** Parts of an instant as seen in Lima. */
function partesLima(instante: Date): {
  anio: number;
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
} {
  const partes = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONA_LIMA,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instante);
  const valor = (tipo: Intl.DateTimeFormatPartTypes) =>
    Number(partes.find((p) => p.type === tipo)?.value ?? '0');
  return {
    anio: valor('year'),
    mes: valor('month'),
    dia: valor('day'),
    hora: valor('hour'),
    minuto: valor('minute'),
  };
}

/**
 * A server timestamp (ISO 8601, or 'YYYY-MM-DD HH:mm:ss' taken as UTC) → 'DD/MM/YYYY HH:mm' in Lima;
 * '' for an empty value, the text itself when it cannot be read.
 */
export function formatFechaHora(valor: string | null | undefined): string {
  if (!valor) return '';
  const normalizado = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(valor) ? `${valor.replace(' ', 'T')}Z` : valor;
  const instante = new Date(normalizado);
  if (Number.isNaN(instante.getTime())) return valor;
  const p = partesLima(instante);
  return `${dosDigitos(p.dia)}/${dosDigitos(p.mes)}/${p.anio} ${dosDigitos(p.hora)}:${dosDigitos(p.minuto)}`;
}

/**
 * The Lima date of a server instant (ISO 8601) as 'DD/MM/YYYY' — a certificate that expires at 03:00 UTC
 * expires the day before in Peru; '' for an empty or unreadable value.
 */
export function formatFechaLima(valor: string | null | undefined): string {
  if (!valor) return '';
  const instante = new Date(valor);
  if (Number.isNaN(instante.getTime())) return '';
  const p = partesLima(instante);
  return `${dosDigitos(p.dia)}/${dosDigitos(p.mes)}/${p.anio}`;
}

/** Today in Lima as 'YYYY-MM-DD'. */
export function hoyLima(ahora: Date = new Date()): string {
  const p = partesLima(ahora);
  return `${p.anio}-${dosDigitos(p.mes)}-${dosDigitos(p.dia)}`;
}

/** The current period in Lima as 'YYYY-MM'. */
export function periodoActualLima(ahora: Date = new Date()): string {
  return hoyLima(ahora).slice(0, 7);
}

/** The current year in Lima. */
export function anioActualLima(ahora: Date = new Date()): number {
  return partesLima(ahora).anio;
}

/** True for a well-formed period 'YYYY-MM' (month 01 to 12). */
export function esPeriodo(periodo: string | null | undefined): periodo is string {
  const m = periodo ? PERIODO.exec(periodo) : null;
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/** '2026-11' → 'Noviembre 2026'; the text itself when it is not a period. */
export function formatPeriodo(periodo: string | null | undefined): string {
  if (!esPeriodo(periodo)) return periodo ?? '';
  const [anio, mes] = periodo.split('-');
  return `${MESES[Number(mes) - 1]} ${anio}`;
}

/** The period `meses` months after (or before, when negative) the given one: ('2026-01', -1) → '2025-12'. */
export function sumarMeses(periodo: string, meses: number): string {
  const [anio = 0, mes = 1] = periodo.split('-').map(Number);
  const indice = anio * 12 + (mes - 1) + meses;
  return `${Math.floor(indice / 12)}-${dosDigitos((indice % 12) + 1)}`;
}

/** The period of a local Date (a month picker's value): 'YYYY-MM'. */
export function periodoDeFecha(fecha: Date): string {
  return `${fecha.getFullYear()}-${dosDigitos(fecha.getMonth() + 1)}`;
}

/** A local Date on the first day of the period (to feed a month picker); null when it is not a period. */
export function fechaDePeriodo(periodo: string | null | undefined): Date | null {
  if (!esPeriodo(periodo)) return null;
  const [anio = 0, mes = 1] = periodo.split('-').map(Number);
  return new Date(anio, mes - 1, 1);
}
