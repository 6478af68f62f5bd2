import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

const REGISTRAR = 'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { cuo } }';
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

/**
 * The demo company's month: goods for 500 + IGV 90 (to stock, 20111 / 6111) and advisory services for
 * 100 + IGV 18, both on credit. Activo 500 + 108 = pasivo 708 + patrimonio (the loss of 100).
 */
async function registrarCompras(): Promise<void> {
  const token = await tokenDe(page);
  const compra = (numero: string, cuenta: string, base: string, total: string) => ({
    proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' },
    tipo_comprobante: '01',
    serie: 'F900',
    numero,
    fecha_emision: hoy,
    lineas: [{ cuenta, base, destino_igv: 'gravada' }],
    total,
  });
  for (const i of [compra('1', '6011', '500', '590.00'), compra('2', '6321', '100', '118.00')]) {
    const r = await gql(escenario.producto.url, REGISTRAR, { i }, token);
    expect(r.cuerpo.errors).toBeUndefined();
  }
}

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
  await registrarCompras();
});
afterAll(() => escenario?.cerrar());

const texto = async (id: string) => (await page.getByTestId(id).textContent())?.trim();

describe('the worksheet and the financial statements in a real browser', () => {
  it('shows the estado de situación financiera with activo = pasivo + patrimonio', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Estado de situación financiera', exact: true }).click();
    await page.waitForURL('**/repo/ef/bgc');
    await page.getByRole('table', { name: 'Activo' }).waitFor({ timeout: 15_000 });
    expect(await texto('esf-total-activo')).toBe('608.00');
    expect(await texto('esf-total-pasivo')).toBe('708.00');
    expect(await texto('esf-total-pasivo-patrimonio')).toBe('608.00');
    const patrimonio = (await page.getByRole('table', { name: 'Pasivo y patrimonio' }).textContent()) ?? '';
    expect(patrimonio).toContain('Resultado del periodo');
    expect(patrimonio).toContain('-100.00');
    await page.getByRole('button', { name: 'PDF' }).waitFor();
  });

  it('shows the same balance in SMV’s rubros and saves it as Excel', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Estado de situación (formato SMV)', exact: true }).click();
    await page.waitForURL('**/repo/ef/smv/esf');
    await page.locator('tr[data-linea="1.107"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('tr[data-linea="1.107"]').textContent()).toContain('500.00');
    expect(await page.locator('tr[data-linea="1.106"]').textContent()).toContain('108.00');
    expect(await texto('smv-esf-total-activo')).toBe('608.00');
    expect(await texto('smv-esf-total-pasivo-patrimonio')).toBe('608.00');
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await descarga).suggestedFilename()).toMatch(
      /^smv-estado-situacion-financiera-\d{6}-\d{6}-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
  });

  it('shows the hoja de trabajo with every pair adding up equal', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Hoja de trabajo', exact: true }).click();
    await page.waitForURL('**/repo/hoja-trabajo');
    await page.locator('tr[data-cuenta="6011"]').waitFor({ timeout: 15_000 });
    expect(await texto('hoja-total-debe')).toBe('1,208.00');
    expect(await texto('hoja-total-haber')).toBe('1,208.00');
    for (const [izquierda, derecha] of [
      ['activo', 'pasivo'],
      ['perdidas_naturaleza', 'ganancias_naturaleza'],
    ]) {
      expect(await texto(`hoja-sumas-${izquierda}`)).toBe(await texto(`hoja-sumas-${derecha}`));
    }
    expect(await texto('hoja-sumas-activo')).toBe('708.00');
    expect(await texto('hoja-resultado-activo')).toBe('100.00');
    expect(await page.getByText('Pérdida del periodo').count()).toBe(1);
  });

  it('saves the worksheet as Excel', async () => {
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel' }).click();
    expect((await descarga).suggestedFilename()).toMatch(
      /^hoja-trabajo-\d{6}-\d{6}-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
  });
});
