/** Latency percentiles of sorted milliseconds, as text with `decimales`. */
export function percentiles(ordenadas: readonly number[], decimales = 2) {
  const p = (q: number) =>
    (ordenadas[Math.min(ordenadas.length - 1, Math.floor(q * ordenadas.length))] ?? 0).toFixed(decimales);
  return { p50: p(0.5), p95: p(0.95), p99: p(0.99) };
}

/**
 * Runs `total` calls with `concurrencia` in flight; answers the wall time, the calls per second and
 * each call's latency (sorted) with its percentiles.
 */
export async function carga(
  total: number,
  concurrencia: number,
  llamada: () => Promise<void>,
  decimales = 2,
) {
  const latencias: number[] = [];
  let siguiente = 0;
  const inicio = performance.now();
  await Promise.all(
    Array.from({ length: concurrencia }, async () => {
      while (siguiente < total) {
        siguiente++;
        const t0 = performance.now();
        await llamada();
        latencias.push(performance.now() - t0);
      }
    }),
  );
  const ms = performance.now() - inicio;
  latencias.sort((a, b) => a - b);
  return { ms, porSegundo: (total / (ms / 1000)).toFixed(1), ...percentiles(latencias, decimales) };
}
