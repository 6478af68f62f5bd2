// When each part of a page first shows, measured inside the page (a MutationObserver writes
// performance.now() the moment an element matching a selector enters the document), so a busy machine's
// polling from outside does not blur the numbers. Times count from the page's navigation start.
import type { BrowserContext, Page } from 'playwright-core';

/** The selectors watched, by name. */
export const SELECTORES = {
  /** Any dashboard card in the document (its frame, loading or not). */
  tarjeta: '.home-card',
  /** A PrimeReact skeleton (the placeholder of something loading). */
  esqueleto: '.p-skeleton',
  /** The tax calendar's table (its data painted). */
  cronograma: 'table.cronograma',
  /**
   * The purchases and sales card with its chart drawn (Chart.js styles the canvas when it takes it) or
   * its note (no movements / error).
   */
  comprasVentas: '.compras-ventas-card canvas[style*="border-box"], .compras-ventas-card .home-card__note',
  /** The ranking card with its chart drawn or its note. */
  ranking: '.ranking-card canvas[style*="border-box"], .ranking-card .home-card__note',
  /** A page title. */
  titulo: 'h1.page__title',
  /** The payroll report's table, or the message that the month has no planilla. */
  reporte: 'table.tabla-reporte, .page .p-message',
} as const;

export type Marca = keyof typeof SELECTORES;
export type Marcas = Partial<Record<Marca, number>>;

/** The script each page runs before its own: watches the selectors and keeps the resource timings. */
export const SCRIPT_MARCAS = `(() => {
  const sel = ${JSON.stringify(SELECTORES)};
  const marcas = {};
  window.__marcas = marcas;
  performance.setResourceTimingBufferSize(2000);
  const mirar = () => {
    for (const [k, s] of Object.entries(sel))
      if (!(k in marcas) && document.querySelector(s)) marcas[k] = performance.now();
  };
  new MutationObserver(mirar).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** Installs the watcher in every page of the browser context. */
export async function instalarMarcas(contexto: BrowserContext) {
  await contexto.addInitScript({ content: SCRIPT_MARCAS });
}

/** The page's clock now (ms since its navigation start). */
export const relojDePagina = (page: Page) => page.evaluate(() => performance.now());

/** The marks so far. */
export const marcasDe = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __marcas: Record<string, number> }).__marcas,
  ) as Promise<Marcas>;

/**
 * What the page fetched from `desde` until `hasta` (its clock): JavaScript files (count and KiB once
 * decoded) and API calls finished.
 */
export async function recursosEntre(page: Page, desde: number, hasta: number) {
  const r = await page.evaluate(
    ([d, h]) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= (d ?? 0) && (e as PerformanceResourceTiming).responseEnd <= (h ?? 0))
        .map((e) => ({ nombre: e.name, bytes: (e as PerformanceResourceTiming).decodedBodySize })),
    [desde, hasta],
  );
  const js = r.filter((e) => e.nombre.endsWith('.js'));
  return {
    js: js.length,
    kbJs: js.reduce((s, e) => s + e.bytes, 0) / 1024,
    api: r.filter((e) => new URL(e.nombre).pathname === '/api').length,
  };
}
