import { diaDeLaSemana, feriadoEn } from './feriados.ts';

/** SUNAT's last-RUC-digit groups (spec 01 §9) and the good-taxpayer column. */
export const GRUPOS_RUC = ['0', '1', '2-3', '4-5', '6-7', '8-9', 'BUC'] as const;
export const GRUPOS_POR_DIGITO = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'BUC'] as const;

export type FilaCronograma = { periodo: string; grupo: string; vence: string };

/** The column of a schedule that applies to a RUC, by its last digit. */
export function grupoDeRuc(ruc: string, grupos: readonly string[]): string | undefined {
  const digito = ruc.at(-1);
  if (!digito || !/\d/.test(digito)) return undefined;
  return grupos.find((g) => g === digito || (g.includes('-') && g.split('-').includes(digito)));
}

const fechaValida = (f: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f)) return false;
  const [a, m, d] = f.split('-').map(Number);
  const t = new Date(Date.UTC(a ?? 0, (m ?? 1) - 1, d ?? 1));
  return t.getUTCFullYear() === a && t.getUTCMonth() + 1 === m && t.getUTCDate() === d;
};

const mostrar = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;

/**
 * Checks a year's schedule before it is stored: periods of that year, known groups, real dates after
 * the period, no weekend and no national holiday (SUNAT never sets a deadline on them), no duplicates.
 * Returns the Spanish message of every wrong row (1-based, after the header); empty when all are good.
 */
export function validarCronograma(
  anio: number,
  filas: FilaCronograma[],
  grupos: readonly string[],
): string[] {
  const errores: string[] = [];
  const vistos = new Set<string>();
  filas.forEach((f, i) => {
    const n = `Fila ${i + 1}`;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(f.periodo) || Number(f.periodo.slice(0, 4)) !== anio) {
      errores.push(`${n}: el periodo "${f.periodo}" no es un mes de ${anio} (AAAA-MM)`);
      return;
    }
    if (!grupos.includes(f.grupo)) {
      errores.push(`${n}: el grupo "${f.grupo}" no existe (use ${grupos.join(', ')})`);
      return;
    }
    if (!fechaValida(f.vence)) {
      errores.push(`${n}: la fecha "${f.vence}" no es válida (AAAA-MM-DD)`);
      return;
    }
    if (f.vence.slice(0, 7) <= f.periodo) {
      errores.push(`${n}: el vencimiento ${mostrar(f.vence)} no es posterior al periodo ${f.periodo}`);
      return;
    }
    const dia = diaDeLaSemana(f.vence);
    if (dia === 'sábado' || dia === 'domingo') {
      errores.push(`${n}: el ${mostrar(f.vence)} es ${dia}`);
      return;
    }
    const feriado = feriadoEn(f.vence);
    if (feriado) {
      errores.push(`${n}: el ${mostrar(f.vence)} es feriado (${feriado})`);
      return;
    }
    const clave = `${f.periodo}|${f.grupo}`;
    if (vistos.has(clave)) errores.push(`${n}: el periodo ${f.periodo} y grupo ${f.grupo} están repetidos`);
    vistos.add(clave);
  });
  return errores;
}
