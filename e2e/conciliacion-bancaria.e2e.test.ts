import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;
const hoy = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
const dmy = hoy.split('-').reverse().join('/');

/** Calls the API as the logged-in accountant; the answer must have no errors. */
async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(escenario.producto.url, query, variables, await tokenDe(page));
  if (!r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
}

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
  // A bank account of the demo company, a purchase and its payment by cheque 000555, through the API.
  const { pcge } = await api<{ pcge: { filas: { id: string; codigo: string }[] } }>(
    'query { pcge(param: "1041", limite: 5) { filas { id codigo } } }',
  );
  const { createCuentaFinanciera } = await api<{ createCuentaFinanciera: { id: string } }>(
    'mutation($i: CuentaFinancieraInput!) { createCuentaFinanciera(input: $i) { id } }',
    {
      i: {
        codigo: 'BCP02',
        tipo: 'banco',
        moneda_id: 'PEN',
        descripcion: 'BCP conciliada',
        banco_id: '02',
        cuenta: '193-7777777-0-77',
        detraccion: false,
        pcge_id: pcge.filas.find((c) => c.codigo === '1041')?.id,
        control: true,
      },
    },
  );
  await api('mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { id } }', {
    i: {
      proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS S.A.' },
      tipo_comprobante: '01',
      serie: 'F001',
      numero: '5555',
      fecha_emision: hoy,
      lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
      total: '590.00',
    },
  });
  const { operacionesByCxPx } = await api<{ operacionesByCxPx: { filas: { id: string }[] } }>(
    'query { operacionesByCxPx(tipo: "pagar", buscar: "F001-5555") { filas { id } } }',
  );
  await api('mutation($i: RegistrarPagoInput!) { registrarPago(input: $i) { id } }', {
    i: {
      fecha: hoy,
      cuenta_financiera_id: createCuentaFinanciera.id,
      medio_pago: '007',
      numero_operacion: '000555',
      documentos: [{ documento_id: operacionesByCxPx.filas[0]?.id, monto: '590.00' }],
    },
  });
});
afterAll(() => escenario?.cerrar());

describe('bank reconciliation in a real browser', () => {
  it('imports a small statement, matches the cheque, posts the commission and validates the month', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Conciliación bancaria', exact: true }).click();
    await page.waitForURL('**/util/conciliacion_bancaria**');
    await page.locator('.p-dropdown:has(#conciliacion-cuenta)').click();
    await page.locator('.p-dropdown-item', { hasText: 'BCP02' }).click();
    await page.getByRole('table', { name: 'Movimientos del libro' }).waitFor({ timeout: 15_000 });

    const extracto = [
      'Fecha;Descripción;N° operación;Cargo;Abono',
      `${dmy};CHEQUE PAGADO;555;590.00;`,
      `${dmy};COMISION MANTENIMIENTO;;12.50;`,
    ].join('\r\n');
    await page.getByLabel('Saldo inicial (si el extracto no trae saldos)').fill('0');
    await page.locator('input[type=file]').setInputFiles({
      name: 'extracto.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(extracto, 'utf8'),
    });
    await page.getByText('Extracto importado').waitFor({ timeout: 15_000 });
    const tabla = page.getByRole('table', { name: 'Extracto bancario' });
    await tabla.locator('tr', { hasText: 'COMISION MANTENIMIENTO' }).waitFor();
    expect(await page.getByTestId('resumen-cargos').textContent()).toBe('602.50');

    await page.getByRole('button', { name: 'Conciliar automáticamente' }).click();
    await page.getByText('Movimientos conciliados').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => tabla.locator('tr', { hasText: 'CHEQUE PAGADO' }).textContent())
      .toContain('Automática');
    await expect.poll(() => page.getByTestId('resumen-cargos').textContent()).toBe('12.50');

    const comision = tabla.locator('tr', { hasText: 'COMISION MANTENIMIENTO' });
    await comision.getByRole('button', { name: 'Registrar asiento' }).click();
    await page.getByText('Asiento registrado y conciliado').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('resumen-cargos').textContent()).toBe('0.00');
    expect(await page.getByTestId('resumen-diferencia').textContent()).toBe('0.00');

    await page.getByRole('button', { name: 'Validar mes' }).click();
    await page.getByText('Conciliación validada').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Reabrir' }).waitFor();
  });
});
