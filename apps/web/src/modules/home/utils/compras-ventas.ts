/** Bar colours of the series, in the order the server answers them (Compras, Ventas). */
const COLORES = ['#f59e0b', '#3b82f6'];

export type GraficoMensual = {
  labels: readonly string[];
  series: readonly { nombre: string; datos: readonly string[] }[];
};

/** Whether any month of any series has an amount: an empty year shows a note, not a flat chart. */
export const hayMovimientos = (g: GraficoMensual) =>
  g.series.some((s) => s.datos.some((d) => Number(d) !== 0));

/**
 * Chart.js data for the year: one bar per series and month. The numbers are only drawn; the amounts the
 * tooltip shows are the server's decimal strings.
 */
export function datosComprasVentas(g: GraficoMensual) {
  return {
    labels: [...g.labels],
    datasets: g.series.map((s, i) => ({
      label: `${s.nombre} (S/)`,
      data: s.datos.map(Number),
      backgroundColor: COLORES[i % COLORES.length],
      maxBarThickness: 28,
    })),
  };
}
