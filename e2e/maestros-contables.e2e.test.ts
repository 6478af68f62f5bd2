import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';

let escenario: Escenario;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('accounting master data in a real browser', () => {
  it('reaches the screens from the sidebar and registers a cost centre and the standard tributos', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Centros de costo' }).click();
    await page.waitForURL('**/app/centro-costos');
    await page.getByRole('button', { name: 'Nuevo centro de costo' }).click();
    await page.locator('#centro-codigo').fill('ADM01');
    await page.locator('.p-dropdown:has(#centro-tipo)').click();
    await page.locator('.p-dropdown-item', { hasText: /^Administración$/ }).click();
    await page.locator('#centro-nombre').fill('Gerencia general');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Centro de costo registrado').waitFor();
    await expect.poll(() => page.locator('table').first().textContent()).toContain('ADM01');

    await menu.getByRole('link', { name: 'Tributos' }).click();
    await page.waitForURL('**/app/tributos');
    await page.getByRole('button', { name: 'Tributos por defecto' }).click();
    await page.getByText('Se registraron 2 tributos por defecto').waitFor();
    const tabla = () => page.locator('table').first().textContent();
    await expect.poll(tabla, { timeout: 10_000 }).toContain('40111');
    expect(await tabla()).toContain('40189');
  });
});
