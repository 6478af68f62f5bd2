/** What a card's query has at a given moment (urql's result, reduced to what the card decides on). */
export type RespuestaTarjeta = { data?: unknown; error?: unknown; fetching: boolean };

/**
 * Whether a dashboard card shows its skeleton: from its first render (before the request even leaves)
 * until its own answer or error arrives. A paused query (nothing to ask yet) shows no skeleton, and a
 * card that already shows data keeps it while it refreshes.
 */
export function muestraEsqueleto(r: RespuestaTarjeta, pausada = false): boolean {
  if (pausada) return false;
  return r.data == null && r.error == null;
}

let graficos: Promise<unknown> | null = null;

/**
 * Starts loading Chart.js once, when a chart card mounts: PrimeReact's Chart imports it only when it is
 * drawn, that is after the card's data arrived, which put the download after the query instead of
 * beside it. Both imports resolve to the same module, so the chart then draws at once.
 */
export function precargarGraficos(): Promise<unknown> {
  graficos ??= import('chart.js/auto').catch(() => {
    // Offline or a failed chunk: the Chart component will try again and show its own failure.
    graficos = null;
  });
  return graficos;
}
