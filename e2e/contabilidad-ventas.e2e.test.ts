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

describe('sales and asientos varios in a real browser', () => {
  let cuo = '';

  it('registers a factura issued elsewhere after showing its asiento, and lists it in the register', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Registrar venta', exact: true }).click();
    await page.waitForURL('**/contable/venta/create');

    await page.locator('#venta-cliente-numero').fill('20100070970');
    await expect
      .poll(() => page.locator('#venta-cliente-nombre').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    await page.locator('#venta-serie').fill('F200');
    await page.locator('#venta-numero').fill('321');
    await elegirCuenta(page, '#venta-linea-1-cuenta', '70121', 'Terceros');
    await page.locator('#venta-linea-1-importe').fill('500');
    await expect.poll(() => page.getByTestId('venta-total-igv').textContent()).toContain('90.00');
    expect(await page.getByTestId('venta-total-suma').textContent()).toContain('590.00');

    await page.getByRole('button', { name: 'Ver asiento' }).click();
    const asiento = page.getByRole('table', { name: 'Asiento de la venta' });
    await asiento.waitFor();
    const texto = (await asiento.textContent()) ?? '';
    for (const cuenta of ['1212', '70121', '40111']) expect(texto).toContain(cuenta);
    expect(await page.getByTestId('asiento-total-debe').textContent()).toBe('590.00');
    expect(await page.getByTestId('asiento-total-haber').textContent()).toBe('590.00');

    await page.getByRole('button', { name: 'Registrar venta' }).click();
    const aviso = page.getByText(/Venta F200-321 registrada con CUO \d+/);
    await aviso.waitFor();
    cuo = ((await aviso.textContent()) ?? '').match(/CUO (\d+)/)?.[1] ?? '';
    await page.waitForURL(/\/contable\/ventas\?periodo=\d{6}/);
    const fila = page.locator('table tbody tr', { hasText: 'F200-321' });
    await fila.waitFor({ timeout: 15_000 });
    expect(await fila.textContent()).toContain('590.00');
    expect(await fila.textContent()).toContain('Registro');
    expect(await page.getByTestId('registro-total-igv').textContent()).toContain('90.00');

    await page.getByRole('button', { name: 'Ver asiento de 01 F200-321' }).click();
    const dialogo = page.getByRole('dialog');
    await expect.poll(() => dialogo.textContent(), { timeout: 10_000 }).toContain('1212');
    await dialogo.getByRole('button', { name: /close|cerrar/i }).click();
  });

  it('shows the sale’s entry in the libro diario of the period, balanced', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Libro diario', exact: true }).click();
    await page.waitForURL('**/repo/ldiario');
    const operacion = page.locator(`tr[data-cuo="${cuo}"]`);
    await operacion.waitFor({ timeout: 15_000 });
    expect(await operacion.textContent()).toContain('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    const diario = (await page.getByRole('table', { name: 'Libro diario' }).textContent()) ?? '';
    expect(diario).toContain('70121');
    expect(await page.getByTestId('diario-total-debe').textContent()).toBe(
      await page.getByTestId('diario-total-haber').textContent(),
    );
  });

  it('keeps an asiento vario from being saved until it balances', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Asientos varios', exact: true }).click();
    await page.waitForURL('**/contable/asientos_varios');
    await page.locator('#asiento-glosa').fill('Depósito del efectivo en tránsito');
    await elegirCuenta(page, '#asiento-linea-1-cuenta', '1041', 'Cuentas corrientes operativas');
    await page.locator('#asiento-linea-1-debe').fill('250');
    await elegirCuenta(page, '#asiento-linea-2-cuenta', '1031', 'Efectivo en tránsito');
    await page.locator('#asiento-linea-2-haber').fill('200');
    const guardar = page.getByRole('button', { name: 'Registrar asiento' });
    await expect
      .poll(() => page.getByTestId('asiento-vario-diferencia').textContent())
      .toBe('Diferencia 50.00');
    expect(await guardar.isDisabled()).toBe(true);
    await page.locator('#asiento-linea-2-haber').fill('250');
    await expect.poll(() => page.getByTestId('asiento-vario-diferencia').textContent()).toBe('Cuadrado');
    await guardar.click();
    const aviso = page.getByText(/Asiento registrado con CUO \d+/);
    await aviso.waitFor();
    const cuoAsiento = ((await aviso.textContent()) ?? '').match(/CUO (\d+)/)?.[1] ?? '';
    await page.locator('table tbody tr', { hasText: cuoAsiento }).waitFor({ timeout: 15_000 });
  });
});
