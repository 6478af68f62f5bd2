import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import type { Producto } from './helpers/producto.ts';

let escenario: Escenario;
let producto: Producto;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ producto, page } = escenario);
});
afterAll(() => escenario?.cerrar());

const valorDe = (selector: string) => page.locator(selector).inputValue();

/** Picks an option of a PrimeReact Dropdown by its whole visible text. */
async function elegir(campo: string, opcion: string) {
  await page.locator(`.p-dropdown:has(#${campo})`).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

describe('master data in a real browser', () => {
  it('creates a company filled from its RUC, then a branch with its series', async () => {
    await page.goto(`${producto.url}/app/empresas`);
    await page.getByRole('button', { name: 'Nueva empresa' }).click();
    await page.locator('#empresa-ruc').fill('20131312955');
    // The look-up fills razón social, address, state and condition from SUNAT's record.
    await expect
      .poll(() => valorDe('#empresa-razon-social'), { timeout: 15_000 })
      .toContain('SUPERINTENDENCIA');
    expect(await valorDe('#empresa-direccion')).toBe('AV. GARCILASO DE LA VEGA NRO. 1472');
    await page.locator('#empresa-nombre-comercial').fill('SUNAT');
    await page.locator('#empresa-email').fill('contacto@sunat.pe');
    await page.locator('#empresa-telefono').fill('016343300');
    await page.locator('#empresa-dni').fill('45678912');
    await expect
      .poll(() => valorDe('#empresa-representante'), { timeout: 15_000 })
      .toBe('HUAMAN TORRES ROSA');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Empresa registrada').waitFor();
    await page.getByRole('button', { name: /^Ver SUPERINTENDENCIA/ }).click();
    await page.waitForURL('**/app/empresas/*');

    await page.getByRole('button', { name: 'Nuevo local' }).click();
    await page.locator('#local-codigo-establecimiento').fill('0001');
    await page.locator('#local-codigo-serie').fill('002');
    await page.locator('#local-nombre-corto').fill('Agencia Miraflores');
    await page.locator('#local-direccion').fill('Av. Larco 345');
    await page.locator('#local-ubigeo').fill('MIRAFLORES');
    await page
      .locator('.p-autocomplete-item, .p-dropdown-item', { hasText: /MIRAFLORES - LIMA/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Local registrado con sus series iniciales').waitFor();
    await page
      .getByRole('row', { name: /AGENCIA MIRAFLORES/ })
      .getByRole('button', { name: /Series/ })
      .click();
    const series = page.locator('.p-dialog', { hasText: 'Series de' });
    await expect.poll(() => series.textContent(), { timeout: 10_000 }).toContain('F002');
    expect(await series.textContent()).toContain('B002');
  });

  it('registers a client found by its RUC', async () => {
    await page.goto(`${producto.url}/app/clientes`);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    await elegir('persona-documento', 'RUC - Registro único de contribuyentes');
    await page.locator('#persona-numero').fill('20100070970');
    await expect
      .poll(() => valorDe('#persona-razon-social'), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    expect(await valorDe('#persona-direccion')).toBe('CAL. MORELLI NRO. 181');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cliente registrado').waitFor();
    await expect
      .poll(() => page.locator('table').textContent())
      .toContain('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
  });
});
