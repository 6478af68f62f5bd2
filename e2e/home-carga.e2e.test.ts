import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';

/**
 * Holds the answers of one GraphQL operation until `soltar()`: the page shows what it shows while that
 * query is still in flight, and every other request goes through.
 */
async function retener(page: Page, operacion: string) {
  const retenidas: Route[] = [];
  let soltar: () => void = () => undefined;
  const suelta = new Promise<void>((ok) => {
    soltar = ok;
  });
  await page.route('**/api', async (ruta) => {
    const cuerpo = ruta.request().postData() ?? '';
    if (!cuerpo.includes(`"operationName":"${operacion}"`)) return ruta.fallback();
    retenidas.push(ruta);
    await suelta;
    await ruta.fallback();
  });
  return {
    retenidas: () => retenidas.length,
    async soltar() {
      soltar();
      await page.unroute('**/api');
    },
  };
}

describe('dashboards and the quinta report while their data loads', () => {
  let escenario: Escenario;
  beforeAll(async () => {
    escenario = await contadorEn('contabilidad');
  });
  afterAll(() => escenario?.cerrar());

  it('each home card shows its skeleton and paints on its own, not waiting for another card', async () => {
    const { page } = escenario;
    const grafico = await retener(page, 'ComprasVentasByMonths');
    await page.reload();
    const tarjeta = page.locator('.compras-ventas-card');
    // The calendar arrives and is drawn while the chart's query is still held.
    await page.locator('table.cronograma').waitFor({ timeout: 15_000 });
    await expect.poll(() => grafico.retenidas()).toBeGreaterThan(0);
    expect(await tarjeta.locator('.p-skeleton').count()).toBeGreaterThan(0);
    expect(await tarjeta.getByRole('status').textContent()).toContain(
      'Cargando el gráfico de compras y ventas',
    );
    expect(await page.locator('.home-card').first().locator('.p-skeleton').count()).toBe(0);

    await grafico.soltar();
    // An empty year: the note replaces the skeleton.
    await expect
      .poll(() => tarjeta.textContent(), { timeout: 15_000 })
      .toContain(`Sin compras ni ventas registradas en ${new Date().getFullYear()}`);
    expect(await tarjeta.locator('.p-skeleton').count()).toBe(0);
  });

  it('the renta de quinta report shows its skeleton until the server answers', async () => {
    const { page, producto } = escenario;
    await page.goto(`${producto.url}/modulos`);
    await page.getByRole('button', { name: /Seleccionar PLA - Planillas/ }).click();
    await page.waitForURL('**/home');
    const reporte = await retener(page, 'ReportePlanilla');
    await page.goto(`${producto.url}/pla/reporte-rentaquinta`);
    await page.getByRole('heading', { name: 'Reportes de planilla' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => reporte.retenidas(), { timeout: 15_000 }).toBeGreaterThan(0);
    const esqueleto = page.getByRole('status').filter({ hasText: 'Cargando el reporte' });
    await esqueleto.waitFor();
    expect(await esqueleto.locator('.p-skeleton').count()).toBeGreaterThan(3);

    await reporte.soltar();
    // No planilla computed in a fresh product: the answer is the server's message, the skeleton goes.
    await expect
      .poll(() => page.locator('.page').textContent(), { timeout: 15_000 })
      .toContain('No hay planilla calculada');
    expect(await esqueleto.count()).toBe(0);
  });
});
