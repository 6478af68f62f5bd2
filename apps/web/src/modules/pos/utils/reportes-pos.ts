import { sumarMontos } from '../../../ui/utils/montos';

/** The dates a report covers, both included, as the API takes them ('AAAA-MM-DD'). */
export type RangoFechas = { desde: string; hasta: string };

/** From the first of today's month to today ('AAAA-MM-DD', Lima). */
export const rangoDelMes = (hoy: string): RangoFechas => ({ desde: `${hoy.slice(0, 8)}01`, hasta: hoy });

/** The orders and the exact total (decimal strings, no float) of a report by waiter or by box. */
export function totalesVentas(filas: readonly { pedidos: number; total: string }[]) {
  return {
    pedidos: filas.reduce((n, f) => n + f.pedidos, 0),
    total: sumarMontos(filas.map((f) => f.total)),
  };
}

/** The exact sum of the ranking's amounts. */
export const totalRanking = (filas: readonly { importe: string }[]): string =>
  sumarMontos(filas.map((f) => f.importe));
