import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elegirCuenta } from './helpers/cuentas.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';

let escenario: Escenario;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('pre-designed entries in a real browser', () => {
  it('creates a template split by percentages, refusing it until each side adds to 100 %', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Asientos prediseñados', exact: true }).click();
    await page.waitForURL('**/contable/asientos_predisenados');
    await page.getByRole('button', { name: 'Nuevo asiento prediseñado' }).click();
    await page.locator('#predisenado-nombre').fill('Servicios');
    await page.locator('#predisenado-glosa').fill('Luz y gas del mes');
    await elegirCuenta(page, '#predisenado-linea-1-cuenta', '6361', 'Energía eléctrica');
    await page.locator('#predisenado-linea-1-porcentaje').fill('70');
    await elegirCuenta(page, '#predisenado-linea-2-cuenta', '1041', 'Cuentas corrientes operativas');
    await page.locator('#predisenado-linea-2-porcentaje').fill('100');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Los porcentajes del debe suman 70.00 %: deben sumar 100 %').waitFor();

    await page.getByRole('button', { name: 'Agregar línea' }).click();
    await elegirCuenta(page, '#predisenado-linea-3-cuenta', '6362', 'Gas');
    await page.locator('#predisenado-linea-3-porcentaje').fill('30');
    await expect
      .poll(() => page.getByTestId('predisenado-sumas').textContent())
      .toBe('Debe: 100.00 % + S/ 0.00 · Haber: 100.00 % + S/ 0.00');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Asiento prediseñado registrado').waitFor();
    const fila = page.locator('table tbody tr', { hasText: 'SERVICIOS' });
    await fila.waitFor({ timeout: 15_000 });
    expect(await fila.textContent()).toContain('6362 D 30.00 %');
  });

  it('applies it for an amount and finds the posted asiento among the period’s entries', async () => {
    await page.getByRole('button', { name: 'Aplicar SERVICIOS' }).click();
    await page.locator('#aplicar-importe').fill('250.01');
    const previa = page.getByRole('table', { name: 'Asiento a registrar' });
    await expect.poll(() => previa.textContent()).toContain('175.01');
    expect(await previa.textContent()).toContain('75.00');
    await page.getByRole('button', { name: 'Registrar asiento' }).click();
    const aviso = page.getByText(/Asiento registrado con CUO \d+/).first();
    await aviso.waitFor();
    const cuo = ((await aviso.textContent()) ?? '').match(/CUO (\d+)/)?.[1] ?? '';
    expect(cuo).not.toBe('');

    await page.getByRole('link', { name: 'Ver en asientos varios' }).click();
    await page.waitForURL(/\/contable\/asientos_varios\?periodo=\d{6}/);
    const asiento = page.locator('table tbody tr', { hasText: cuo });
    await asiento.waitFor({ timeout: 15_000 });
    expect(await asiento.textContent()).toContain('Luz y gas del mes');
    expect(await asiento.textContent()).toContain('250.01');
  });
});
