import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import type { Producto } from './helpers/producto.ts';

let escenario: Escenario;
let producto: Producto;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('facturacion');
  ({ producto, page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('invoicing in a real browser', () => {
  it('emits a factura to a client found by RUC, sees SUNAT accept it, and the dashboard ranks the sale', async () => {
    await page.goto(`${producto.url}/fac/facturador`);
    await page.getByRole('button', { name: 'Factura', exact: true }).click();
    await page.locator('#facturador-cliente-numero').fill('20100070970');
    await expect
      .poll(() => page.locator('#facturador-cliente-nombre').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    await page.locator('#linea-1-descripcion').fill('Servicio de mantenimiento');
    await page.locator('#linea-1-cantidad').fill('1');
    await page.locator('#linea-1-monto').fill('118');
    await expect.poll(() => page.getByTestId('total-importe').textContent()).toContain('118.00');
    expect(await page.getByTestId('total-igv').textContent()).toContain('18.00');
    await page.getByRole('button', { name: 'Emitir', exact: true }).click();
    await page.getByText(/Comprobante F\w{3}-\d+ emitido/).waitFor();
    // The embedded SUNAT simulator answers; the summary follows the document until its CDR arrives.
    await page.locator('.facturador-resumen [data-estado="aceptado"]').waitFor({ timeout: 30_000 });

    await page.goto(`${producto.url}/fac/factura`);
    await expect.poll(() => page.locator('table').textContent(), { timeout: 15_000 }).toContain('F001-1');
    expect(await page.locator('table [data-estado="aceptado"]').count()).toBeGreaterThan(0);

    await page.goto(`${producto.url}/home`);
    const ranking = page.locator('.ranking-card');
    await ranking.getByText('Clientes', { exact: true }).click();
    await ranking.locator('canvas').waitFor({ timeout: 15_000 });
  });
});
