/**
 * Peruvian national holidays (feriados nacionales, DL 713 art. 6 and the laws that added days), as
 * dated rules: each applies from `desde` (and until `hasta`) so past years keep their own calendar.
 */
type ReglaFija = { mes: number; dia: number; nombre: string; desde?: number; hasta?: number; norma: string };

const FIJOS: readonly ReglaFija[] = [
  { mes: 1, dia: 1, nombre: 'Año Nuevo', norma: 'DL 713' },
  { mes: 5, dia: 1, nombre: 'Día del Trabajo', norma: 'DL 713' },
  // The three below were added by laws of 2022–2024 (law numbers to confirm against El Peruano).
  { mes: 6, dia: 7, nombre: 'Batalla de Arica y Día de la Bandera', desde: 2023, norma: 'ley de 2023' },
  { mes: 6, dia: 29, nombre: 'San Pedro y San Pablo', norma: 'DL 713' },
  { mes: 7, dia: 23, nombre: 'Día de la Fuerza Aérea del Perú', desde: 2023, norma: 'ley de 2023' },
  { mes: 7, dia: 28, nombre: 'Fiestas Patrias', norma: 'DL 713' },
  { mes: 7, dia: 29, nombre: 'Fiestas Patrias', norma: 'DL 713' },
  { mes: 8, dia: 6, nombre: 'Batalla de Junín', desde: 2024, norma: 'ley de 2024' },
  { mes: 8, dia: 30, nombre: 'Santa Rosa de Lima', norma: 'DL 713' },
  { mes: 10, dia: 8, nombre: 'Combate de Angamos', norma: 'DL 713' },
  { mes: 11, dia: 1, nombre: 'Día de Todos los Santos', norma: 'DL 713' },
  { mes: 12, dia: 8, nombre: 'Inmaculada Concepción', norma: 'DL 713' },
  { mes: 12, dia: 9, nombre: 'Batalla de Ayacucho', desde: 2022, norma: 'ley de 2022' },
  { mes: 12, dia: 25, nombre: 'Navidad', norma: 'DL 713' },
];

export type Feriado = { fecha: string; nombre: string };

const dos = (n: number) => String(n).padStart(2, '0');
const iso = (anio: number, mes: number, dia: number) => `${anio}-${dos(mes)}-${dos(dia)}`;

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function domingoDePascua(anio: number): { mes: number; dia: number } {
  const a = anio % 19;
  const b = Math.floor(anio / 100);
  const c = anio % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const mes = Math.floor((h + l - 7 * m + 114) / 31);
  const dia = ((h + l - 7 * m + 114) % 31) + 1;
  return { mes, dia };
}

function sumarDias(anio: number, mes: number, dia: number, dias: number): string {
  const t = new Date(Date.UTC(anio, mes - 1, dia + dias));
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function feriadosDelAnio(anio: number): Feriado[] {
  const pascua = domingoDePascua(anio);
  const lista: Feriado[] = FIJOS.filter((r) => (r.desde ?? 0) <= anio && anio <= (r.hasta ?? 9999)).map(
    (r) => ({
      fecha: iso(anio, r.mes, r.dia),
      nombre: r.nombre,
    }),
  );
  lista.push(
    { fecha: sumarDias(anio, pascua.mes, pascua.dia, -3), nombre: 'Jueves Santo' },
    { fecha: sumarDias(anio, pascua.mes, pascua.dia, -2), nombre: 'Viernes Santo' },
  );
  return lista.sort((x, y) => x.fecha.localeCompare(y.fecha));
}

const cache = new Map<number, Map<string, string>>();

/** The holiday's name when `fecha` (YYYY-MM-DD) is a national holiday. */
export function feriadoEn(fecha: string): string | undefined {
  const anio = Number(fecha.slice(0, 4));
  let mapa = cache.get(anio);
  if (!mapa) {
    mapa = new Map(feriadosDelAnio(anio).map((f) => [f.fecha, f.nombre]));
    cache.set(anio, mapa);
  }
  return mapa.get(fecha);
}

const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;

export function diaDeLaSemana(fecha: string): (typeof DIAS)[number] {
  const [a, m, d] = fecha.split('-').map(Number);
  return DIAS[new Date(Date.UTC(a ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay()] ?? 'domingo';
}

export function esDiaHabil(fecha: string): boolean {
  const dia = diaDeLaSemana(fecha);
  return dia !== 'sábado' && dia !== 'domingo' && !feriadoEn(fecha);
}
