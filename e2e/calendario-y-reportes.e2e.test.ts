import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
const anio = Number(hoy.slice(0, 4));

/** How many pixels the page is wider than the window (0 when nothing overflows sideways). */
const desborde = (p: Page) =>
  p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A purchase of goods on credit: 6011 500 + 40111 90 against 4212 590 (and its destination entries). */
async function registrarCompra(): Promise<void> {
  const r = await gql(
    escenario.producto.url,
    'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { cuo } }',
    {
      i: {
        proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' },
        tipo_comprobante: '01',
        serie: 'F321',
        numero: '77',
        fecha_emision: hoy,
        lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
        total: '590.00',
      },
    },
    await tokenDe(page),
  );
  expect(r.cuerpo.errors).toBeUndefined();
}

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
  await page.setViewportSize({ width: 1366, height: 768 });
  await registrarCompra();
});
afterAll(() => escenario?.cerrar());

const menu = () => page.getByRole('navigation', { name: 'Menú principal' });

describe('the tax calendar and the wide reports at 1366 × 768', () => {
  it('shows the whole calendar on the home, with its source in words, and the page does not overflow', async () => {
    await page.reload();
    const tabla = page.locator('table.cronograma');
    await tabla.waitFor({ timeout: 15_000 });
    const tarjeta = page.locator('.home-card', { has: tabla });
    const texto = (await tarjeta.textContent()) ?? '';
    // 2026's dates are SUNAT's table under R.S. 000281-2022 (anexo I); 2025's are referential.
    if (anio === 2026) {
      expect(texto).toContain('Fuente: Anexo I de la R.S. N.° 000281-2022/SUNAT (publicada el 24/12/2022)');
      expect(texto).not.toContain('no verificado');
    } else if (anio === 2025) {
      expect(texto).toContain('Cronograma no verificado con la resolución de SUNAT');
      expect(texto).toContain('compruébelas en sunat.gob.pe');
    }
    expect(texto).not.toMatch(/indice|codigo publico/i);
    expect(await tabla.locator('thead th').allTextContents()).toEqual([
      'Periodo',
      '0',
      '1',
      '2-3',
      '4-5',
      '6-7',
      '8-9',
      'Buenos contribuyentes y UESP',
    ]);
    // Every column fits in the card: nothing to scroll inside it, nothing beyond the window.
    const caja = page.locator('.cronograma__scroll');
    expect(await caja.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    expect(await desborde(page)).toBeLessThanOrEqual(0);
  });

  it('keeps the estado de cambios en el patrimonio neto inside the page, scrolling in its own box', async () => {
    await menu().getByRole('link', { name: 'Cambios en el patrimonio neto', exact: true }).click();
    await page.waitForURL('**/repo/ef/cambios-pn');
    const tabla = page.getByRole('table', { name: 'Cambios en el patrimonio neto' });
    await tabla.waitFor({ timeout: 15_000 });
    await page.locator('[data-testid="cambios-total-final"]').waitFor();
    expect(await desborde(page)).toBeLessThanOrEqual(0);
    // The table may be wider than the window; then its box scrolls, not the page.
    const caja = page.locator('.cambios-patrimonio');
    const anchos = await caja.evaluate((e) => ({ caja: e.clientWidth, ventana: window.innerWidth }));
    expect(anchos.caja).toBeLessThan(anchos.ventana);
  });

  it('opens the libro mayor on every account’s summary, and an account’s row opens its detail', async () => {
    // The accounting books' libro mayor (the PLE menu has one of the same name).
    await menu().locator('a[href="/repo/mayor"]').click();
    await page.waitForURL('**/repo/mayor');
    const resumen = page.getByRole('table', { name: 'Resumen del libro mayor por cuenta' });
    await resumen.waitFor({ timeout: 15_000 });
    const proveedores = resumen.locator('tr[data-cuenta="4212"]');
    await proveedores.waitFor();
    // Account, name, opening balance, debit, credit, closing balance: suppliers owed, a credit (A) balance.
    const celdas = await proveedores.locator('td').allTextContents();
    expect(celdas.slice(0, 2)).toEqual(['4212', 'Emitidas']);
    expect(celdas[5]).toMatch(/^[\d,]+\.\d{2} A$/);
    expect(await resumen.locator('tr[data-cuenta="6011"]').count()).toBe(1);
    expect(await page.getByTestId('resumen-mayor-debe').textContent()).toBe(
      await page.getByTestId('resumen-mayor-haber').textContent(),
    );
    expect(await desborde(page)).toBeLessThanOrEqual(0);

    // The row opens the account's detail, whose closing balance is the summary's.
    await resumen.getByRole('button', { name: /Ver el libro mayor de la cuenta 4212/ }).click();
    const detalle = page.getByRole('table', { name: 'Libro mayor de la cuenta 4212' });
    await detalle.waitFor({ timeout: 15_000 });
    expect(await detalle.textContent()).toContain('F321-77');
    expect(await page.getByTestId('mayor-saldo-final').textContent()).toBe(celdas[5]);
    expect(await resumen.count()).toBe(0);

    await page.getByRole('button', { name: 'Todas las cuentas' }).click();
    await resumen.waitFor();
    expect(await detalle.count()).toBe(0);
  });
});
