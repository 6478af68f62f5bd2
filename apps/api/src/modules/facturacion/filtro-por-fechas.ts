import { entradaInvalida } from '../../shared/errores.ts';

/** A date-ranged list's arguments: dates YYYY-MM-DD (both included) and a page. */
export type FiltroPorFechas = {
  desde?: string | null;
  hasta?: string | null;
  limite?: number | null;
  desde_fila?: number | null;
};

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the dates and answers the page's limit (10 by default, up to `maximo`) and offset. */
export function paginaDelFiltro(f: FiltroPorFechas, maximo: number): { limite: number; desde: number } {
  for (const fecha of [f.desde, f.hasta])
    if (fecha && !FECHA.test(fecha)) throw entradaInvalida('Las fechas van como AAAA-MM-DD');
  return { limite: Math.min(Math.max(f.limite ?? 10, 1), maximo), desde: Math.max(f.desde_fila ?? 0, 0) };
}
