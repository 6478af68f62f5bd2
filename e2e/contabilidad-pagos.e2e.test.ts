import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

/** Calls the API as the logged-in accountant; the answer must have no errors. */
async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(escenario.producto.url, query, variables, await tokenDe(page));
  if (!r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
}

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
  // A bank account of the demo company and a purchase on credit, set up through the API.
  const { pcge } = await api<{ pcge: { filas: { id: string; codigo: string }[] } }>(
    'query { pcge(param: "1041", limite: 5) { filas { id codigo } } }',
  );
  await api('mutation($i: CuentaFinancieraInput!) { createCuentaFinanciera(input: $i) { id } }', {
    i: {
      codigo: 'BCP01',
      tipo: 'banco',
      moneda_id: 'PEN',
      descripcion: 'BCP cuenta corriente',
      banco_id: '02',
      cuenta: '193-1234567-0-12',
      detraccion: false,
      pcge_id: pcge.filas.find((c) => c.codigo === '1041')?.id,
      control: false,
    },
  });
  const hoy = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
  await api('mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { id } }', {
    i: {
      proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS S.A.' },
      tipo_comprobante: '01',
      serie: 'F001',
      numero: '9876',
      fecha_emision: hoy,
      lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
      total: '590.00',
    },
  });
});
afterAll(() => escenario?.cerrar());

describe('paying a purchase in a real browser', () => {
  it('pays a registered purchase from /contable/cuentas/pagar and its balance is gone', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Cuentas por pagar', exact: true }).click();
    await page.waitForURL('**/contable/cuentas/pagar');
    const fila = page.locator('table tbody tr', { hasText: '01 F001-9876' });
    await fila.waitFor({ timeout: 15_000 });
    expect(await fila.textContent()).toContain('590.00');
    expect(await page.getByTestId('cxpx-total').textContent()).toBe('590.00');

    await fila.locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Pagar seleccionados (1)' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('table', { name: 'Documentos del pago' }).waitFor();
    expect(await dialogo.getByTestId('pago-total').textContent()).toBe('590.00');
    await dialogo.locator('.p-dropdown:has(#pago-cuenta)').click();
    await page.locator('.p-dropdown-item', { hasText: 'BCP01' }).click();
    await dialogo.locator('#pago-numero').fill('778899');
    await dialogo.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.getByText('Pago registrado').waitFor({ timeout: 15_000 });

    await expect.poll(() => page.getByTestId('cxpx-total').textContent(), { timeout: 15_000 }).toBe('0.00');
    expect(await page.locator('table tbody tr', { hasText: '01 F001-9876' }).count()).toBe(0);
    await page.getByText('No hay documentos por pagar').waitFor();
  });
});
