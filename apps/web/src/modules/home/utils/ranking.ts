import { esPeriodo } from '../../../ui/utils/fechas';

/** Labels are cut at 15 characters so the bars keep their room (spec 01 §2). */
export const LARGO_ETIQUETA = 15;

export type TipoRanking = 'productos' | 'clientes' | 'proveedores';

/** First and last day of a 'YYYY-MM' period (February of leap years included); null when it is not one. */
export function rangoDelPeriodo(periodo: string | null | undefined): { inicio: string; fin: string } | null {
  if (!esPeriodo(periodo)) return null;
  const [anio = 0, mes = 1] = periodo.split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return { inicio: `${periodo}-01`, fin: `${periodo}-${String(ultimo).padStart(2, '0')}` };
}

export function etiquetaCorta(texto: string): string {
  return texto.length > LARGO_ETIQUETA ? `${texto.slice(0, LARGO_ETIQUETA)}…` : texto;
}

/**
 * Chart.js data for a ranking: short labels (the full one in the tooltip) and the amounts as numbers,
 * which the chart only draws — the amounts themselves stay the server's decimal strings.
 */
export function datosDelRanking(r: { labels: readonly string[]; series: readonly string[] }, titulo: string) {
  return {
    labels: r.labels.map(etiquetaCorta),
    completas: [...r.labels],
    datasets: [
      { label: titulo, data: r.series.map(Number), backgroundColor: '#3b82f6', maxBarThickness: 36 },
    ],
  };
}
