import { readFileSync } from 'node:fs';
import { facturaPropuestaRvie } from '@kipu/simuladores';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { periodoDe } from './helpers/fechas.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

const CLIENTE = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
};
/** The SIRE API application the embedded simulator knows for the demo company (CREDENCIALES_SIRE_DEMO). */
const CLIENT_ID = '6c3a4f1e-5b7d-4e2a-9f80-1d2c3b4a5e6f';
const CLIENT_SECRET = 'kipu-secreto-demo';

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

/** Notes two facturas in the demo company's sales register of the period (YYYY-MM). */
async function registrarVentas(periodo: string) {
  const token = await tokenDe(page);
  for (const [numero, base, total] of [
    ['1', '100', '118.00'],
    ['2', '200', '236.00'],
  ] as const) {
    const r = await gql(
      escenario.producto.url,
      'mutation($i: RegistrarVentaInput!) { registrarVenta(input: $i) { id } }',
      {
        i: {
          cliente: CLIENTE,
          tipo_comprobante: '01',
          serie: 'F001',
          numero,
          fecha_emision: `${periodo}-05`,
          lineas: [{ cuenta: '70121', importe: base, afectacion: 'gravada' }],
          total,
        },
      },
      token,
    );
    expect(r.cuerpo.errors).toBeUndefined();
  }
}

/** SUNAT's proposal: F001-1 as the books, F001-2 one cent higher and an F001-99 the books lack. */
async function sembrarPropuesta(periodo: string) {
  const [a, m] = periodo.split('-');
  const fila = (numero: string, base: string, igv: string, total: string) =>
    facturaPropuestaRvie({ fecha: `${periodo}-05`, numero, cliente: CLIENTE, base, igv, total });
  const r = await fetch(`${escenario.producto.url}/dev/sire/propuesta`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ruc: '20601234565',
      libro: 'rvie',
      periodo: `${a}${m}`,
      razonSocial: 'COMERCIAL ANDINA DEMO S.A.C.',
      filas: [
        fila('1', '100.00', '18.00', '118.00'),
        fila('2', '200.00', '36.00', '236.01'),
        fila('99', '50.00', '9.00', '59.00'),
      ],
    }),
  });
  expect(r.status).toBe(200);
}

describe('SIRE proposal of the sales register in a real browser', () => {
  it('saves the SIRE credentials, downloads the proposal, compares it with the books and downloads the replacement file', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'SIRE Ventas (RVIE)', exact: true }).click();
    await page.waitForURL('**/sire/rvie/comparar');
    const periodo = await periodoDe(page.locator('#sire-periodo'));
    await registrarVentas(periodo);
    await sembrarPropuesta(periodo);

    const aviso = page.getByText(/no tiene credenciales de la API SIRE/);
    await aviso.waitFor();
    expect(await page.getByRole('button', { name: 'Descargar propuesta' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Credenciales SIRE' }).click();
    await page.locator('#sire-client-id').fill(CLIENT_ID);
    await page.locator('input#sire-client-secret').fill(CLIENT_SECRET);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Credenciales SIRE guardadas').waitFor();
    await aviso.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Descargar propuesta' }).click();
    await page.getByText('Propuesta descargada: 3 comprobantes, 0 errores').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('sire-filas').textContent()).toBe('3');
    expect(await page.getByTestId('sire-total-total').textContent()).toBe('413.01');
    expect(await page.getByTestId('sire-total-igv').textContent()).toBe('63.00');

    for (const pestana of ['Coinciden (1)', 'Difieren (1)', 'Solo en SUNAT (1)', 'Solo en libros (0)'])
      await page.getByRole('tab', { name: pestana }).waitFor();
    expect(await page.getByTestId('sire-coincide-totales').textContent()).toContain('Total SUNAT 118.00');
    await page.getByRole('tab', { name: 'Difieren (1)' }).click();
    const difiere = page.getByRole('region', { name: 'Difieren' });
    await difiere.locator('tbody tr', { hasText: 'F001-2' }).waitFor();
    expect(await difiere.textContent()).toContain('Total: SUNAT 236.01 · Libros 236.00');
    expect(await page.getByTestId('sire-difiere-totales').textContent()).toContain(
      'Total SUNAT 236.01 · Total libros 236.00',
    );
    await page.getByRole('tab', { name: 'Solo en SUNAT (1)' }).click();
    await page
      .getByRole('region', { name: 'Solo en SUNAT' })
      .locator('tbody tr', { hasText: 'F001-99' })
      .waitFor();

    // A tolerance of one cent makes F001-2 agree with the books.
    await page.locator('#sire-tolerancia').fill('0.01');
    await page.getByRole('tab', { name: 'Coinciden (2)' }).waitFor();

    const descarga = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Archivo de reemplazo' }).click();
    const archivo = await descarga;
    expect(archivo.suggestedFilename()).toMatch(/^LE20601234565\d{6}.*\.txt$/i);
    const texto = readFileSync(await archivo.path(), 'latin1');
    expect(texto).toContain('F001');
    expect(texto).toContain('236.00');
    await page.getByText(/Archivo de reemplazo .*: 2 líneas/).waitFor();

    await page.getByRole('button', { name: 'Aceptar propuesta' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Aceptar propuesta' }).click();
    await page.getByTestId('sire-aceptada').waitFor({ timeout: 20_000 });
  });
});
