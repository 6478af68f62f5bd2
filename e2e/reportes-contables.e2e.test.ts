import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../apps/api/test/helpers/texto-pdf.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

const REGISTRAR = 'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { cuo } }';
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
  // A purchase of goods in the demo company's month: 6011 / 40111 / 4212 and its 20111 / 6111 destination.
  const r = await gql(
    escenario.producto.url,
    REGISTRAR,
    {
      i: {
        proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' },
        tipo_comprobante: '01',
        serie: 'F901',
        numero: '1',
        fecha_emision: hoy,
        lineas: [{ cuenta: '6011', base: '500', destino_igv: 'gravada' }],
        total: '590.00',
      },
    },
    await tokenDe(page),
  );
  expect(r.cuerpo.errors).toBeUndefined();
});
afterAll(() => escenario?.cerrar());

/** Clicks a download button and answers the saved file's name and bytes. */
async function descargar(boton: string): Promise<{ nombre: string; datos: Buffer }> {
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: boton, exact: true }).click();
  const d = await descarga;
  const ruta = await d.path();
  return { nombre: d.suggestedFilename(), datos: await readFile(ruta) };
}

describe('the libro diario’s files from /repo/ldiario in a real browser', () => {
  it('downloads the formato 5.1 as Excel with the legal header and the period’s totals', async () => {
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Libro diario', exact: true }).click();
    await page.waitForURL('**/repo/ldiario**');
    await page.getByTestId('diario-total-debe').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 15_000 });
    const debe = (await page.getByTestId('diario-total-debe').textContent())?.trim() ?? '';

    const { nombre, datos } = await descargar('Excel');
    expect(nombre).toMatch(/^libro-diario-\d{6}-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(datos as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    expect(hoja?.getCell('A1').value).toBe('FORMATO 5.1: LIBRO DIARIO');
    expect(hoja?.getCell('A3').value).toBe('RUC: 20601234565');
    expect(String(hoja?.getCell('A4').value)).toContain('COMERCIAL ANDINA DEMO S.A.C.');
    const ultima = hoja?.getRow(hoja.rowCount);
    expect(ultima?.getCell(3).value).toBe('TOTALES');
    const total = Number(ultima?.getCell(9).value);
    expect(total.toLocaleString('en-US', { minimumFractionDigits: 2 })).toBe(debe);
    expect(ultima?.getCell(10).value).toBe(ultima?.getCell(9).value);
  });

  it('downloads the PDF', async () => {
    const { nombre, datos } = await descargar('PDF');
    expect(nombre).toMatch(/^libro-diario-\d{6}\.pdf$/);
    const texto = await textoDePdf(datos);
    expect(texto).toContain('FORMATO 5.1: LIBRO DIARIO');
    expect(texto).toContain('COMERCIAL ANDINA DEMO S.A.C.');
    expect(texto).toContain('TOTALES');
  });
});
