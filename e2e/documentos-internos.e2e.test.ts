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

/**
 * The demo local starts with the electronic series and NV01 only: a company adds its proforma series
 * from its settings (createSerie), here through the API with the browser's own session.
 */
async function serieDeProformas(p: Page): Promise<void> {
  const errores = await p.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('Auth') ?? '{}') as { authentication?: string };
    const empresa = JSON.parse(localStorage.getItem('Company') ?? '{}') as { local?: { id?: string } };
    const local = JSON.parse(localStorage.getItem('localempresa') ?? 'null') as { id?: string } | null;
    const r = await fetch('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.authentication ?? ''}` },
      body: JSON.stringify({
        query: 'mutation($input: SerieInput!) { createSerie(input: $input) { serie } }',
        variables: {
          input: { local_id: local?.id ?? empresa.local?.id, tipo_comprobante: '98', serie: 'PR01' },
        },
      }),
    });
    return ((await r.json()) as { errors?: unknown }).errors ?? null;
  });
  expect(errores).toBeNull();
}

describe('internal documents in a real browser', () => {
  it('creates a proforma, lists it, converts it into a factura SUNAT accepts', async () => {
    await serieDeProformas(page);
    await page.goto(`${producto.url}/fac/proformas`);
    await page.getByRole('heading', { name: 'Proformas' }).waitFor();
    await page.getByRole('button', { name: 'Nueva proforma' }).click();

    const dialogo = page.getByRole('dialog', { name: 'Nueva proforma' });
    await dialogo.locator('.p-dropdown:has(#interno-persona-tipo)').click();
    await page.locator('.p-dropdown-item', { hasText: 'RUC' }).click();
    await dialogo.locator('#interno-persona-numero').fill('20100070970');
    await expect
      .poll(() => dialogo.locator('#interno-persona-nombre').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    await dialogo.locator('#linea-1-descripcion').fill('Servicio de mantenimiento');
    await dialogo.locator('#linea-1-cantidad').fill('2');
    await dialogo.locator('#linea-1-monto').fill('59');
    await expect.poll(() => dialogo.getByTestId('interno-total-importe').textContent()).toContain('118.00');
    expect(await dialogo.getByTestId('interno-total-igv').textContent()).toContain('18.00');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Proforma PR01-1 registrada').waitFor();

    const tabla = page.locator('table');
    await expect.poll(() => tabla.textContent(), { timeout: 15_000 }).toContain('PR01-1');
    expect(await tabla.textContent()).toContain('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    expect(await page.getByTestId('documentos-total').textContent()).toBe('1 documento');

    await page.getByRole('button', { name: 'Convertir PR01-1 a factura o boleta' }).click();
    const convertir = page.getByRole('dialog', { name: 'Convertir la proforma PR01-1' });
    await convertir.getByRole('button', { name: 'Emitir' }).click();
    await page.getByText(/Proforma PR01-1 convertida en F\w{3}-\d+/).waitFor();
    await tabla.locator('[data-estado-interno="convertido"]').waitFor();

    // The factura goes to the embedded SUNAT simulator; the documents list shows its answer.
    await page.goto(`${producto.url}/fac/factura`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('table').getByText('F001-1').waitFor({ timeout: 10_000 });
          return page.locator('table [data-estado="aceptado"]').count();
        },
        { timeout: 45_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.locator('table').textContent()).toContain('118.00');
  });
});
