import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';

let escenario: Escenario;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('aplicativos');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('the applications module in a real browser', () => {
  it("shows the shortcut cards, and 'Ir a' opens the DNI look-up that finds a person", async () => {
    const tarjetas = page.locator('.aplicativos-accesos__tarjeta');
    await expect.poll(() => tarjetas.count(), { timeout: 15_000 }).toBe(3);
    await page.getByRole('button', { name: 'Ir a Consultas en línea' }).click();
    await page.waitForURL('**/aplicativos/dnibasico');

    const campo = page.getByLabel('DNI');
    await campo.fill('4567891');
    await campo.press('Enter');
    await expect.poll(() => page.textContent('body')).toContain('El DNI debe tener 8 dígitos');
    await campo.fill('45678912');
    await campo.press('Enter');
    const resultado = page.getByRole('region', { name: 'DNI 45678912' });
    await expect.poll(() => resultado.textContent(), { timeout: 15_000 }).toContain('HUAMAN TORRES ROSA');
  });

  it('looks a RUC up from the sidebar and warns of a NO HABIDO taxpayer', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'RUC básico', exact: true }).click();
    await page.waitForURL('**/aplicativos/rucbasico');
    const campo = page.getByLabel('RUC');
    await campo.fill('20601234566');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect.poll(() => page.textContent('body')).toContain('RUC no válido');
    await campo.fill('20601234565');
    await page.getByRole('button', { name: 'Consultar' }).click();
    const resultado = page.getByRole('region', { name: 'RUC 20601234565' });
    await expect
      .poll(() => resultado.textContent(), { timeout: 15_000 })
      .toContain('COMERCIAL ANDINA DEMO S.A.C.');
    expect(await resultado.textContent()).toContain('NO HABIDO');
  });
});
