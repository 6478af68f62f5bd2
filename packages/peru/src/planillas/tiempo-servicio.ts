/**
 * Time of service as the benefits count it: calendar days (YYYY-MM-DD, both ends included), whole
 * calendar months of a semester (gratificación, CTS) and months and days from an anniversary
 * (vacation record).
 */

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

function aDia(fecha: string): number {
  if (!FECHA.test(fecha)) throw new RangeError(`Fecha no válida: ${fecha}`);
  const t = Date.parse(`${fecha}T00:00:00Z`);
  if (Number.isNaN(t)) throw new RangeError(`Fecha no válida: ${fecha}`);
  return t / 86_400_000;
}

const deDia = (dia: number) => new Date(dia * 86_400_000).toISOString().slice(0, 10);

export const sumarDias = (fecha: string, n: number) => deDia(aDia(fecha) + n);

/** Calendar days from one date to another, both included (0 when `hasta` is earlier). */
export const diasCalendario = (desde: string, hasta: string) => Math.max(0, aDia(hasta) - aDia(desde) + 1);

export const ultimoDiaDelMes = (anio: number, mes: number) =>
  new Date(Date.UTC(anio, mes, 0)).toISOString().slice(0, 10);

export const primerDiaDelMes = (anio: number, mes: number) => `${anio}-${String(mes).padStart(2, '0')}-01`;

/** AAAAMM → year and month, refusing anything else. */
export function leerPeriodo(periodo: string): { anio: number; mes: number } {
  const m = /^(\d{4})(\d{2})$/.exec(periodo);
  const mes = Number(m?.[2]);
  if (!m || mes < 1 || mes > 12) throw new RangeError(`Periodo no válido (AAAAMM): ${periodo}`);
  return { anio: Number(m[1]), mes };
}

export type Intervalo = { desde: string; hasta: string };

/** The part of a range inside another, or undefined when they do not meet. */
export function interseccion(a: Intervalo, b: Intervalo): Intervalo | undefined {
  const desde = a.desde > b.desde ? a.desde : b.desde;
  const hasta = a.hasta < b.hasta ? a.hasta : b.hasta;
  return desde <= hasta ? { desde, hasta } : undefined;
}

export type MesesYDias = { meses: number; dias: number };

/**
 * Whole calendar months inside a range, and the days of the months it covers only in part. A month
 * entered on the 2nd does not count as a month (Ley 27735: "mes calendario completo").
 */
export function mesesCalendario({ desde, hasta }: Intervalo): MesesYDias {
  let meses = 0;
  let dias = 0;
  let anio = Number(desde.slice(0, 4));
  let mes = Number(desde.slice(5, 7));
  while (primerDiaDelMes(anio, mes) <= hasta) {
    const tramo = interseccion(
      { desde, hasta },
      { desde: primerDiaDelMes(anio, mes), hasta: ultimoDiaDelMes(anio, mes) },
    );
    if (tramo) {
      const completo =
        tramo.desde === primerDiaDelMes(anio, mes) && tramo.hasta === ultimoDiaDelMes(anio, mes);
      if (completo) meses += 1;
      else dias += diasCalendario(tramo.desde, tramo.hasta);
    }
    mes = mes === 12 ? 1 : mes + 1;
    if (mes === 1) anio += 1;
  }
  return { meses, dias };
}

/** The same day `n` months later, or the month's last day when it has no such day (31 Jan + 1 → 28 Feb). */
export function sumarMeses(fecha: string, n: number): string {
  const total = Number(fecha.slice(0, 4)) * 12 + Number(fecha.slice(5, 7)) - 1 + n;
  const anio = Math.floor(total / 12);
  const mes = (total % 12) + 1;
  const ultimo = ultimoDiaDelMes(anio, mes);
  const dia = fecha.slice(8, 10);
  return dia > ultimo.slice(8, 10) ? ultimo : `${primerDiaDelMes(anio, mes).slice(0, 8)}${dia}`;
}

/**
 * Months and days from an anniversary to a date, both included: 10-03-2024 to 20-01-2025 is 10 months
 * (to 09-01-2025) and 11 days. DL 713 art. 22 pays the vacation record in twelfths and 360ths this way.
 */
export function mesesYDiasDesde(inicio: string, fin: string): MesesYDias {
  const diaSiguiente = sumarDias(fin, 1);
  let meses = 0;
  while (sumarMeses(inicio, meses + 1) <= diaSiguiente) meses += 1;
  return { meses, dias: diasCalendario(sumarMeses(inicio, meses), fin) };
}
