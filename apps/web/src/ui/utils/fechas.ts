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

/** A local Date at midnight of 'YYYY-MM-DD' (to feed a date picker); null when it is not a real date. */
export function fechaDeIso(iso: string | null | undefined): Date | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return null;
  const [anio, mes, dia] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return esFechaValida(anio, mes, dia) ? new Date(anio, mes - 1, dia) : null;
}

/** The 'YYYY-MM-DD' of a local Date (a date picker's value). */
export function isoDeFecha(fecha: Date): string {
  return `${fecha.getFullYear()}-${dosDigitos(fecha.getMonth() + 1)}-${dosDigitos(fecha.getDate())}`;
}

/** What a person typed in a date or period field, read: nothing, a value ('YYYY-MM-DD' / 'YYYY-MM') or why not. */
export type Lectura =
  | { estado: 'vacia' }
  | { estado: 'valida'; valor: string }
  | { estado: 'invalida'; mensaje: string };

export const FORMATO_FECHA = 'dd/mm/aaaa';
export const FORMATO_PERIODO = 'mm/aaaa o «noviembre 2026»';

/** Years a typed date may have: '0226' or '20266' are typing slips, not dates of the books. */
function anioRazonable(anio: number): boolean {
  return anio >= 1900 && anio <= 2999;
}

// Day first with '/', '-' or '.' between the parts, as people in Peru write it; ISO is unambiguous too.
const FECHA_ESCRITA = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_ESCRITA = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/**
 * A typed date → 'YYYY-MM-DD', or a Spanish message saying why it is not one (impossible day, wrong
 * format, outside `min`/`max`, both 'YYYY-MM-DD').
 */
export function leerFecha(texto: string, limites: { min?: string; max?: string } = {}): Lectura {
  const limpio = texto.trim();
  if (limpio === '') return { estado: 'vacia' };
  const dmy = FECHA_ESCRITA.exec(limpio);
  const iso = dmy ? null : ISO_ESCRITA.exec(limpio);
  const partes = dmy ? [dmy[3], dmy[2], dmy[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  const [anio, mes, dia] = (partes ?? []).map(Number);
  if (
    anio === undefined ||
    mes === undefined ||
    dia === undefined ||
    !anioRazonable(anio) ||
    !esFechaValida(anio, mes, dia)
  ) {
    return { estado: 'invalida', mensaje: `Fecha no válida («${limpio}»): use ${FORMATO_FECHA}` };
  }
  const valor = `${anio}-${dosDigitos(mes)}-${dosDigitos(dia)}`;
  if (limites.min && valor < limites.min) {
    return { estado: 'invalida', mensaje: `La fecha no puede ser anterior al ${formatFecha(limites.min)}` };
  }
  if (limites.max && valor > limites.max) {
    return { estado: 'invalida', mensaje: `La fecha no puede ser posterior al ${formatFecha(limites.max)}` };
  }
  return { estado: 'valida', valor };
}

/** Lower case without accents, so 'Setiembre', 'SETIEMBRE' and 'setiémbre' read alike. */
function normalizar(texto: string): string {
  return texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// Month names and their three-letter forms; Peru also writes 'setiembre' / 'set'.
const MES_POR_NOMBRE = new Map<string, number>([
  ...MESES.flatMap((nombre, i): [string, number][] => [
    [normalizar(nombre), i + 1],
    [normalizar(nombre).slice(0, 3), i + 1],
  ]),
  ['setiembre', 9],
  ['set', 9],
]);

const PERIODO_NUMERICO = /^(\d{1,2})[/.-](\d{4})$/;
const PERIODO_ISO = /^(\d{4})[/-](\d{1,2})$/;
const PERIODO_CON_NOMBRE = /^(\p{L}+)\.?(?:\s+de)?[\s/.-]*(\d{4})$/u;

/** A typed period ('11/2026', '2026-11', 'noviembre 2026', 'nov. 2026', 'Setiembre de 2026') → 'YYYY-MM'. */
export function leerPeriodo(texto: string): Lectura {
  const limpio = texto.trim();
  if (limpio === '') return { estado: 'vacia' };
  const normal = normalizar(limpio);
  let anio: number | undefined;
  let mes: number | undefined;
  const numerico = PERIODO_NUMERICO.exec(normal);
  const iso = PERIODO_ISO.exec(normal);
  const nombre = PERIODO_CON_NOMBRE.exec(normal);
  if (numerico) [mes, anio] = [Number(numerico[1]), Number(numerico[2])];
  else if (iso) [anio, mes] = [Number(iso[1]), Number(iso[2])];
  else if (nombre) [mes, anio] = [MES_POR_NOMBRE.get(nombre[1] ?? ''), Number(nombre[2])];
  if (anio === undefined || mes === undefined || !anioRazonable(anio) || mes < 1 || mes > 12) {
    return { estado: 'invalida', mensaje: `Periodo no válido («${limpio}»): use ${FORMATO_PERIODO}` };
  }
  return { estado: 'valida', valor: `${anio}-${dosDigitos(mes)}` };
}
