import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import type { Producto } from './helpers/producto.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let producto: Producto;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ producto, page } = escenario);
});
afterAll(() => escenario?.cerrar());

/** The clients template the server offers, with these rows (tipo_documento, numero, razon_social). */
async function archivoClientes(filas: string[][]): Promise<Buffer> {
  const r = await gql<{ plantillaImportacion: { base64: string } }>(
    producto.url,
    'query { plantillaImportacion(tipo: "clientes") { base64 } }',
    {},
    await tokenDe(page),
  );
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(Buffer.from(r.cuerpo.data?.plantillaImportacion.base64 ?? '', 'base64') as never);
  const hoja = libro.worksheets[0];
  if (!hoja) throw new Error('La plantilla no tiene hojas');
  hoja.spliceRows(2, hoja.rowCount);
  for (const fila of filas) hoja.addRow(fila);
  return Buffer.from(await libro.xlsx.writeBuffer());
}

async function importar(archivo: Buffer) {
  await page.locator('input[type=file]').setInputFiles({
    name: 'clientes.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: archivo,
  });
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
}

describe('mass import in a real browser', () => {
  it('reports each wrong row and imports nothing, then imports only the valid rows when asked', async () => {
    await page.goto(`${producto.url}/util/importar`);
    await page.locator('.p-selectbutton .p-button', { hasText: /^Clientes$/ }).click();
    const archivo = await archivoClientes([
      ['1', '45678912', 'ROSA HUAMAN TORRES'],
      ['1', '4567891', 'DNI CORTO'],
      ['6', '20100070970', 'SUPERMERCADOS PERUANOS S.A.'],
    ]);
    await importar(archivo);
    await expect
      .poll(() => page.locator('.page').textContent(), { timeout: 30_000 })
      .toContain('No se importó ninguna fila: 1 fila con errores de 3.');
    expect(await page.locator('table').textContent()).toContain('El DNI debe tener 8 dígitos');

    await page.locator('label[for=importacion-solo-validas]').click();
    await importar(archivo);
    await expect
      .poll(() => page.locator('.page').textContent(), { timeout: 30_000 })
      .toContain('Se importaron 2 filas válidas; 1 fila con errores no se importó.');

    await page.goto(`${producto.url}/app/clientes`);
    await expect.poll(() => page.locator('table').textContent()).toContain('ROSA HUAMAN TORRES');
    expect(await page.locator('table').textContent()).not.toContain('DNI CORTO');
  });
});
