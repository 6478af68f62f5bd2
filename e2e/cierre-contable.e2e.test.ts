import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

const REGISTRAR = 'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { cuo } }';
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
const MESES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];
const esteMes = `${MESES[Number(hoy.slice(5, 7)) - 1]} ${hoy.slice(0, 4)}`;

/** The demo company's purchase of goods for 500 + IGV (to stock) and advisory services for 100 + IGV. */
async function registrarCompras(): Promise<void> {
  const token = await tokenDe(page);
  const compra = (numero: string, cuenta: string, base: string, total: string) => ({
    proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' },
    tipo_comprobante: '01',
    serie: 'F910',
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

describe('the year-end closing in a real browser', () => {
  it('lists the months with their operations and closes and reopens this one', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Cierre contable', exact: true }).click();
    await page.waitForURL('**/contable/cierre/contable');
    const meses = page.getByRole('table', { name: 'Meses del año' });
    const fila = meses.getByRole('row').filter({ hasText: esteMes });
    await fila.getByText('080100: 2').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: `Cerrar ${esteMes}` }).click();
    await fila.getByText('Cerrado').waitFor();
    await page.getByRole('button', { name: `Reabrir ${esteMes}` }).click();
    await fila.getByText('Abierto').waitFor();
  });

  it('shows the closing entries, posts them and undoes them', async () => {
    await page.getByRole('button', { name: 'Ver asientos' }).click();
    const previa = page.getByRole('region', { name: 'Asientos del cierre' });
    await previa.getByText('Determinación del margen comercial').waitFor({ timeout: 15_000 });
    const texto = (await previa.textContent()) ?? '';
    expect(texto).toContain('Resultado del ejercicio: S/ -100.00');
    expect(texto).toContain('Traslado del resultado del ejercicio a resultados acumulados');
    expect(texto).toContain('5921');
    expect(texto).toContain('Asiento de apertura del ejercicio');

    await page.getByRole('button', { name: 'Generar cierre' }).click();
    const generado = page.getByRole('table', { name: 'Asientos del cierre' });
    await generado.waitFor({ timeout: 15_000 });
    expect(await generado.getByRole('row').count()).toBeGreaterThan(3);
    expect((await generado.textContent()) ?? '').toContain('Cierre de las cuentas de balance');

    await page.getByRole('button', { name: 'Anular cierre' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Anular cierre' }).click();
    await page.getByRole('button', { name: 'Ver asientos' }).waitFor({ timeout: 15_000 });
  });
});
