import type { schema } from '@kipu/db';
import { primerDiaDelMes, ultimoDiaDelMes } from '@kipu/peru';
import { entradaInvalida } from '../../../shared/errores.ts';

export type TipoBeneficio = schema.TipoBeneficio;

export const TIPOS_BENEFICIO: readonly TipoBeneficio[] = [
  'gratificacion',
  'cts',
  'vacaciones',
  'utilidades',
  'liquidacion',
];

export const NOMBRE_BENEFICIO: Readonly<Record<TipoBeneficio, string>> = {
  gratificacion: 'Gratificación',
  cts: 'CTS',
  vacaciones: 'Provisión de vacaciones',
  utilidades: 'Participación en las utilidades',
  liquidacion: 'Liquidación de beneficios sociales',
};

/** A checked run period: the year and month it belongs to and the day its asiento is dated. */
export type PeriodoBeneficio = {
  tipo: TipoBeneficio;
  periodo: string;
  anio: number;
  /** 12 for the utilidades of a year. */
  mes: number;
  /** MM/AAAA, or AAAA for the utilidades. */
  texto: string;
  /** The month's (or year's) last day: the asiento's date and the day the records are read on. */
  fecha: string;
};

const MESES_DE: Partial<Record<TipoBeneficio, { meses: number[]; mensaje: string }>> = {
  gratificacion: {
    meses: [7, 12],
    mensaje: 'La gratificación se calcula en julio (AAAA07) o diciembre (AAAA12)',
  },
  cts: { meses: [5, 11], mensaje: 'La CTS se deposita en mayo (AAAA05) o noviembre (AAAA11)' },
};

/** The kind and period of a run, or the Spanish reason they are not valid. */
export function periodoBeneficio(tipo: string, periodo: string): PeriodoBeneficio {
  const t = TIPOS_BENEFICIO.find((x) => x === tipo);
  if (!t) throw entradaInvalida(`El tipo de beneficio no es válido (${TIPOS_BENEFICIO.join(', ')})`);
  if (t === 'utilidades') {
    if (!/^(19|20)\d{2}$/.test(periodo)) throw entradaInvalida('El ejercicio no es válido (AAAA)');
    const anio = Number(periodo);
    return { tipo: t, periodo, anio, mes: 12, texto: periodo, fecha: `${anio}-12-31` };
  }
  const m = /^(\d{4})(0[1-9]|1[0-2])$/.exec(periodo);
  if (!m) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const anio = Number(m[1]);
  const mes = Number(m[2]);
  const regla = MESES_DE[t];
  if (regla && !regla.meses.includes(mes)) throw entradaInvalida(regla.mensaje);
  return { tipo: t, periodo, anio, mes, texto: `${m[2]}/${m[1]}`, fecha: ultimoDiaDelMes(anio, mes) };
}

/** AAAAMM of a date. */
export const periodoDeFecha = (fecha: string) => fecha.slice(0, 7).replace('-', '');

/** The AAAAMM months from one date's month to another's, both included. */
export function mesesEntre(desde: string, hasta: string): string[] {
  const meses: string[] = [];
  let anio = Number(desde.slice(0, 4));
  let mes = Number(desde.slice(5, 7));
  while (primerDiaDelMes(anio, mes) <= hasta) {
    meses.push(`${anio}${String(mes).padStart(2, '0')}`);
    mes = mes === 12 ? 1 : mes + 1;
    if (mes === 1) anio += 1;
  }
  return meses;
}

/** The six months ending with a date's month: the period whose variable pay is averaged. */
export function seisMesesHasta(fecha: string): string[] {
  const anio = Number(fecha.slice(0, 4));
  const mes = Number(fecha.slice(5, 7));
  const total = anio * 12 + mes - 1 - 5;
  return mesesEntre(primerDiaDelMes(Math.floor(total / 12), (total % 12) + 1), fecha);
}
