import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { escribirPeriodo } from './helpers/fechas.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' };

/**
 * The demo company's month: a purchase of 500 + IGV 90 and a sale of 2,000 + IGV 360 noted through the
 * API. IGV 360 − 90 = 270 to pay; IR (régimen general) 2,000 × 1.5 % = 30; MYPE 1 % = 20.
 */
async function registrarMes(): Promise<void> {
  const token = await tokenDe(page);
  const operaciones: [string, Record<string, unknown>][] = [
    [
      'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { cuo } }',
      {
        proveedor: CLIENTE,
        tipo_comprobante: '01',
        serie: 'F900',
        numero: '1',
        fecha_emision: hoy,
        lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
        total: '590.00',
      },
    ],
    [
      'mutation($i: RegistrarVentaInput!) { registrarVenta(input: $i) { cuo } }',
      {
        cliente: CLIENTE,
        tipo_comprobante: '01',
        serie: 'F950',
        numero: '1',
        fecha_emision: hoy,
        lineas: [{ cuenta: '70121', importe: '2000', afectacion: 'gravada' }],
        total: '2360.00',
      },
    ],
  ];
  for (const [mutacion, i] of operaciones) {
    const r = await gql(escenario.producto.url, mutacion, { i }, token);
    expect(r.cuerpo.errors).toBeUndefined();
  }
}

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
  await registrarMes();
});
afterAll(() => escenario?.cerrar());

const texto = async (codigo: string) =>
  (await page.getByTestId(`liquidacion-${codigo}`).textContent())?.trim();

describe('the monthly tax settlement in a real browser', () => {
  it('shows the IGV and the IR of the month with their sources', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Liquidación de impuestos', exact: true }).click();
    await page.waitForURL('**/util/liquidacion-impuestos**');
    await escribirPeriodo(page.locator('#liquidacion-periodo'), hoy.slice(0, 7));
    await page.getByRole('table', { name: 'Liquidación de impuestos' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => texto('debito_fiscal'), { timeout: 15_000 }).toBe('360.00');
    expect(await texto('credito_gravadas')).toBe('90.00');
    expect(await texto('igv_a_pagar')).toBe('270.00');
    expect(await texto('renta_a_pagar')).toBe('30.00');
    expect(await texto('total_a_pagar')).toBe('300.00');
    const fuente = (await page.locator('tr[data-linea="debito_fiscal"]').textContent()) ?? '';
    expect(fuente).toContain('Registro de ventas 14.1');
  });

  it('recomputes the IR for the MYPE tributario and saves the PDF', async () => {
    await page.locator('.p-dropdown:has(#liquidacion-regimen)').click();
    await page.getByRole('option', { name: 'Régimen MYPE Tributario' }).click();
    await expect.poll(() => texto('renta_a_pagar'), { timeout: 15_000 }).toBe('20.00');
    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    expect((await descarga).suggestedFilename()).toBe(
      `liquidacion-impuestos-${hoy.slice(0, 7).replace('-', '')}.pdf`,
    );
  });

  it('lists the DAOT customers of the year (none above 2 UIT yet)', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'DAOT', exact: true }).click();
    await page.waitForURL('**/pdts/daot/costos');
    await page.getByRole('button', { name: 'Ingresos (clientes)' }).click();
    await page.waitForURL('**/pdts/daot/ingresos');
    await page.getByText('Ningún tercero supera las 2 UIT en el año.').waitFor({ timeout: 15_000 });
  });
});
