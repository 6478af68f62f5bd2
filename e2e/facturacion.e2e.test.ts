import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../apps/api/test/helpers/texto-pdf.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { correosPara, type Producto } from './helpers/producto.ts';

const RUC_DEMO = '20601234565';

let escenario: Escenario;
let producto: Producto;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('facturacion');
  ({ producto, page } = escenario);
});
afterAll(() => escenario?.cerrar());

/**
 * Emits from the facturador a factura of one line to a client found by RUC, waits until SUNAT (the
 * embedded simulator) accepts it, and answers its serie-número.
 */
async function emitirFactura(
  descripcion: string,
  precio: string,
  esperado: { igv: string; total: string },
): Promise<string> {
  await page.goto(`${producto.url}/fac/facturador`);
  await page.getByRole('button', { name: 'Factura', exact: true }).click();
  await page.locator('#facturador-cliente-numero').fill('20100070970');
  await expect
    .poll(() => page.locator('#facturador-cliente-nombre').inputValue(), { timeout: 15_000 })
    .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
  await page.locator('#linea-1-descripcion').fill(descripcion);
  await page.locator('#linea-1-cantidad').fill('1');
  await page.locator('#linea-1-monto').fill(precio);
  await expect.poll(() => page.getByTestId('total-importe').textContent()).toContain(esperado.total);
  expect(await page.getByTestId('total-igv').textContent()).toContain(esperado.igv);
  await page.getByRole('button', { name: 'Emitir', exact: true }).click();
  await page.getByText(/Comprobante F\w{3}-\d+ emitido/).waitFor();
  // The summary follows the document until its CDR arrives.
  await page.locator('.facturador-resumen [data-estado="aceptado"]').waitFor({ timeout: 30_000 });
  return (await page.getByTestId('resumen-numero').textContent()) ?? '';
}

/** Clicks and answers the file the browser saved, with its name and bytes. */
async function descargar(clic: () => Promise<void>): Promise<{ nombre: string; datos: Buffer }> {
  const [descarga] = await Promise.all([page.waitForEvent('download'), clic()]);
  return { nombre: descarga.suggestedFilename(), datos: await readFile(await descarga.path()) };
}

/** A document's row menu in the list, then one of its entries. */
async function accionDeFila(documento: string, accion: string) {
  await page.getByRole('button', { name: `Más acciones de ${documento}` }).click();
  await page.getByRole('menuitem', { name: accion }).click();
}

describe('invoicing in a real browser', () => {
  it('emits a factura to a client found by RUC, sees SUNAT accept it, and the dashboard ranks the sale', async () => {
    await emitirFactura('Servicio de mantenimiento', '118', { igv: '18.00', total: '118.00' });

    await page.goto(`${producto.url}/fac/factura`);
    await expect.poll(() => page.locator('table').textContent(), { timeout: 15_000 }).toContain('F001-1');
    expect(await page.locator('table [data-estado="aceptado"]').count()).toBeGreaterThan(0);

    await page.goto(`${producto.url}/home`);
    const ranking = page.locator('.ranking-card');
    await ranking.getByText('Clientes', { exact: true }).click();
    await ranking.locator('canvas').waitFor({ timeout: 15_000 });
  });

  it('emits a factura, downloads its PDF, issues a credit note on it, mails it and exports the list', async () => {
    const numero = await emitirFactura('Instalación de equipos', '236', { igv: '36.00', total: '236.00' });
    const factura = `Factura ${numero}`;

    // Its PDF from the list says what was emitted.
    await page.goto(`${producto.url}/fac/factura`);
    await page.locator('table [data-estado="aceptado"]').first().waitFor({ timeout: 15_000 });
    const pdf = await descargar(() =>
      page.getByRole('button', { name: `Descargar PDF de ${factura}` }).click(),
    );
    expect(pdf.nombre).toBe(`${RUC_DEMO}-01-${numero}.pdf`);
    const texto = await textoDePdf(pdf.datos);
    expect(texto).toContain(numero);
    expect(texto).toContain('236.00');

    // A credit note from the row: the facturador opens with the factura's customer and lines.
    await accionDeFila(factura, 'Nota de crédito');
    await page.waitForURL(/\/fac\/facturador\?nota=07&de=/);
    await page.getByRole('heading', { name: 'Nota de crédito' }).waitFor();
    await expect
      .poll(() => page.locator('#facturador-cliente-nombre').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    expect(await page.locator('#nota-afectado').inputValue()).toContain(factura);
    expect(await page.getByRole('table', { name: 'Ítems de la nota' }).textContent()).toContain(
      'Instalación de equipos',
    );
    await expect.poll(() => page.getByTestId('total-importe').textContent()).toContain('236.00');
    await page.getByRole('button', { name: 'Emitir', exact: true }).click();
    await page.getByText(/Nota de crédito F001-\d+ emitido/).waitFor();
    await page.locator('.facturador-resumen [data-estado="aceptado"]').waitFor({ timeout: 30_000 });
    const nota = (await page.getByTestId('resumen-numero').textContent()) ?? '';
    expect(nota).toMatch(/^F001-\d+$/);

    // The notes list shows it accepted, on the factura.
    await page.goto(`${producto.url}/fac/notas`);
    const notas = page.locator('table tbody tr');
    // Número, then the document it modifies.
    await expect.poll(() => notas.textContent(), { timeout: 15_000 }).toContain(`${nota}${numero}`);
    expect(await notas.count()).toBe(1);
    expect(await notas.locator('[data-estado="aceptado"]').count()).toBe(1);

    // Mailed to the client: the outbox has it with the document in the subject.
    await page.goto(`${producto.url}/fac/factura`);
    await page.locator('table [data-estado="aceptado"]').first().waitFor({ timeout: 15_000 });
    await accionDeFila(factura, 'Enviar por correo');
    const dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Correo del cliente').fill('compras@spsa.pe');
    await dialogo.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText(`${numero} enviado a compras@spsa.pe`).waitFor();
    const correos = await correosPara(producto.url, 'compras@spsa.pe');
    expect(correos.map((c) => c.subject)).toContain(
      `FACTURA ELECTRÓNICA ${numero} - COMERCIAL ANDINA DEMO S.A.C.`,
    );

    // WhatsApp opens wa.me with the document; the client has no mobile, so the user picks the chat.
    await escenario.navegador.contexto.route('https://wa.me/**', (r) => r.fulfill({ body: 'WhatsApp' }));
    const [whatsapp] = await Promise.all([page.waitForEvent('popup'), accionDeFila(factura, 'WhatsApp')]);
    await whatsapp.waitForLoadState();
    const enlace = new URL(whatsapp.url());
    expect(`${enlace.origin}${enlace.pathname}`).toBe('https://wa.me/');
    expect(enlace.searchParams.get('text')).toContain(`${numero} por un total de S/ 236.00`);
    await whatsapp.close();

    // The list's Excel and the bulk download take both documents.
    const excel = await descargar(() => page.getByRole('button', { name: 'Exportar Excel' }).click());
    expect(excel.nombre).toMatch(/^comprobantes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByRole('button', { name: 'Descarga masiva' }).click();
    const zip = await descargar(() =>
      page.getByRole('dialog').getByRole('button', { name: 'Descargar' }).click(),
    );
    const nombres = Object.keys(unzipSync(zip.datos));
    expect(nombres).toEqual(
      expect.arrayContaining([
        `${RUC_DEMO}-01-${numero}.xml`,
        `R-${RUC_DEMO}-01-${numero}.zip`,
        `${RUC_DEMO}-07-${nota}.xml`,
        `R-${RUC_DEMO}-07-${nota}.zip`,
      ]),
    );
    // XML and CDR were asked for, not the PDFs.
    expect(nombres.filter((n) => !/\.xml$|^R-.*\.zip$/.test(n))).toEqual([]);
  });
});
