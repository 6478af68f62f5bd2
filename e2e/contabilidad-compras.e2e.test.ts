import { readFileSync } from 'node:fs';
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

describe('purchases and the books in a real browser', () => {
  let cuo = '';

  it('registers a factura after showing its asiento, and lists it in the period’s register', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Registrar compra', exact: true }).click();
    await page.waitForURL('**/contable/compra/create');

    await page.locator('#compra-proveedor-numero').fill('20100070970');
    await expect
      .poll(() => page.locator('#compra-proveedor-nombre').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    await page.locator('#compra-serie').fill('F001');
    await page.locator('#compra-numero').fill('4567');
    await elegirCuenta(page, '#compra-linea-1-cuenta', '6011', 'Mercaderías');
    await page.locator('#compra-linea-1-base').fill('500');
    await expect.poll(() => page.getByTestId('compra-total-igv').textContent()).toContain('90.00');
    expect(await page.getByTestId('compra-total-suma').textContent()).toContain('590.00');

    await page.getByRole('button', { name: 'Ver asiento' }).click();
    const asiento = page.getByRole('table', { name: 'Asiento de la compra' });
    await asiento.waitFor();
    const texto = (await asiento.textContent()) ?? '';
    for (const cuenta of ['6011', '40111', '4212', '20111', '6111']) expect(texto).toContain(cuenta);
    // 590 of the purchase and 500 of its stock entry, on each side.
    expect(await page.getByTestId('asiento-total-debe').textContent()).toBe('1,090.00');
    expect(await page.getByTestId('asiento-total-haber').textContent()).toBe('1,090.00');

    await page.getByRole('button', { name: 'Registrar compra' }).click();
    const aviso = page.getByText(/Compra F001-4567 registrada con CUO \d+/);
    await aviso.waitFor();
    cuo = ((await aviso.textContent()) ?? '').match(/CUO (\d+)/)?.[1] ?? '';
    await page.waitForURL(/\/contable\/compras\?periodo=\d{6}/);
    const fila = page.locator('table tbody tr', { hasText: 'F001-4567' });
    await fila.waitFor({ timeout: 15_000 });
    expect(await fila.textContent()).toContain('590.00');
    expect(await page.getByTestId('registro-total-total').textContent()).toContain('590.00');

    await page.getByRole('button', { name: 'Ver asiento de 01 F001-4567' }).click();
    const dialogo = page.getByRole('dialog');
    await expect.poll(() => dialogo.textContent(), { timeout: 10_000 }).toContain('4212');
    await dialogo.getByRole('button', { name: /close|cerrar/i }).click();
  });

  it('shows the purchase’s entry in the libro diario of the period, balanced', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Libro diario', exact: true }).click();
    await page.waitForURL('**/repo/ldiario');
    const operacion = page.locator(`tr[data-cuo="${cuo}"]`);
    await operacion.waitFor({ timeout: 15_000 });
    expect(await operacion.textContent()).toContain('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    const diario = (await page.getByRole('table', { name: 'Libro diario' }).textContent()) ?? '';
    expect(diario).toContain('40111');
    expect(await page.getByTestId('diario-total-debe').textContent()).toBe(
      await page.getByTestId('diario-total-haber').textContent(),
    );
  });

  it('shows it in the libro mayor of the payable account with the running balance', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Libro mayor', exact: true }).click();
    await page.waitForURL('**/repo/mayor');
    await elegirCuenta(page, '#mayor-cuenta', '4212', 'Emitidas');
    const movimiento = page.locator(`tr[data-cuo="${cuo}"]`);
    await movimiento.waitFor({ timeout: 15_000 });
    expect(await movimiento.textContent()).toContain('01 F001-4567');
    expect(await movimiento.textContent()).toContain('590.00 A');
    expect(await page.getByTestId('mayor-saldo-final').textContent()).toBe('590.00 A');
  });

  it('downloads the period’s PLE 8.1 with the purchase, clean for SUNAT', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Compras', exact: true }).click();
    await page.waitForURL('**/contable/compras**');
    await page.locator('table tbody tr', { hasText: 'F001-4567' }).waitFor({ timeout: 15_000 });
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PLE 8.1 (TXT)' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^LE20601234565\d{6}00080100001111\.TXT$/);
    const ruta = await descarga.path();
    const texto = readFileSync(ruta, 'latin1');
    // Serie F001, no DUA year, number 4567; base 500.00, IGV 90.00, total 590.00.
    const linea = texto.split('\r\n').find((l) => l.includes('|01|F001||4567|'));
    expect(linea).toContain('|500.00|90.00|');
    expect(linea).toContain('|590.00|PEN|');
    await expect.poll(() => page.textContent('body')).toContain('cumple la estructura de SUNAT');
  });

  it('generates the same book from the electronic books screen, which then shows it as generated', async () => {
    await page.goto(`${escenario.producto.url}/sleple5.1/compras`);
    const fila = page.locator('table tbody tr', { hasText: 'Registro de compras' }).first();
    await fila.waitFor({ timeout: 15_000 });
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      fila.getByRole('button', { name: 'Generar TXT' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^LE20601234565\d{6}00080100001111\.TXT$/);
    await expect.poll(() => fila.textContent(), { timeout: 15_000 }).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});
