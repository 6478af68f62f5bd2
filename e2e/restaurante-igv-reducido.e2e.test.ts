import { readFile } from 'node:fs/promises';
import { generarCertificadoPrueba } from '@kipu/peru/firma/certificado';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../apps/api/test/helpers/texto-pdf.ts';
import { elegirEmpresa } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarProducto, type Producto } from './helpers/producto.ts';
import { registrarUsuario } from './helpers/registro.ts';

/** A restaurant the identity look-up does not know (valid check digit): its data is typed by hand. */
const RUC = '20612345679';
const RAZON_SOCIAL = 'SABORES DEL CUSCO E.I.R.L.';
const EMAIL = 'mariela@saboresdelcusco.pe';

let producto: Producto;
let navegador: Navegador;
let page: Page;

beforeAll(async () => {
  producto = await iniciarProducto();
  navegador = await abrirNavegador();
  page = await navegador.contexto.newPage();
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

const valorDe = (selector: string) => page.locator(selector).inputValue();

/** Datos generales › Empresas: the restaurant with the reduced IGV (offered on for its rubro). */
async function crearRestaurante() {
  await page.getByRole('button', { name: /Seleccionar APP - Aplicativos/ }).click();
  await page.waitForURL('**/home');
  await page.goto(`${producto.url}/app/empresas`);
  await page.getByRole('button', { name: 'Nueva empresa' }).click();
  await page.locator('#empresa-ruc').fill(RUC);
  await page.locator('#empresa-razon-social').fill(RAZON_SOCIAL);
  await page.locator('#empresa-nombre-comercial').fill('Sabores del Cusco');
  await page.locator('#empresa-direccion').fill('CALLE PLATEROS 345');
  await page.locator('#empresa-email').fill('caja@saboresdelcusco.pe');
  await page.locator('#empresa-telefono').fill('084234567');
  // The representative's DNI brings their name from RENIEC.
  await page.locator('#empresa-dni').fill('41234567');
  await expect
    .poll(() => valorDe('#empresa-representante'), { timeout: 15_000 })
    .toBe('PEREZ QUISPE JUAN CARLOS');
  await page.locator('#empresa-ubigeo').fill('CUSCO');
  await page
    .locator('.p-autocomplete-item', { hasText: /^CUSCO - CUSCO - CUSCO/ })
    .first()
    .click();
  await page.locator('.p-dropdown:has(#empresa-rubro)').click();
  await page.getByRole('option', { name: /Restaurante/ }).click();
  // The rubro offers the reduced rate switched on.
  await expect.poll(() => page.locator('#empresa-igv-reducido').getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Empresa registrada').waitFor();
  await page.getByRole('button', { name: `Ver ${RAZON_SOCIAL}` }).click();
  await page.waitForURL('**/app/empresas/*');

  // The company comes with its PRINCIPAL local at the fiscal address and series F001/B001.
  // Its test certificate (a .pfx for its RUC); no SOL user: in test mode SUNAT's MODDATOS is used.
  await page.getByRole('tab', { name: 'Credenciales SUNAT' }).click();
  const { pfx, password } = generarCertificadoPrueba(RUC, RAZON_SOCIAL);
  await page
    .locator('.credenciales__certificado input[type=file]')
    .setInputFiles({ name: 'sabores.pfx', mimeType: 'application/x-pkcs12', buffer: pfx });
  await page.locator('#certificado-password input, input#certificado-password').first().fill(password);
  await page.getByRole('button', { name: 'Subir certificado' }).click();
  await page.getByText('Certificado guardado').waitFor();
  await expect.poll(() => page.locator('.certificado-guardado').textContent()).toContain(RUC);
}

async function entrarAFacturacion() {
  await page.goto(`${producto.url}/modulos`);
  await elegirEmpresa(page, RAZON_SOCIAL, 'PRINCIPAL');
  // The company sends to the simulator: every screen says it is test mode.
  await expect
    .poll(() => page.locator('.company-line').textContent(), { timeout: 15_000 })
    .toMatch(/modo pruebas/i);
}

describe('a new restaurant in a real browser', () => {
  it('registers, creates a MYPE restaurant, uploads its certificate and emits a boleta at 10.5 % that SUNAT accepts', async () => {
    await registrarUsuario(page, producto.url, {
      nombres: 'Mariela Condori Huamán',
      email: EMAIL,
      telefono: '984123456',
      password: 'Sabores2026',
    });
    await crearRestaurante();
    await entrarAFacturacion();

    await page.goto(`${producto.url}/fac/facturador`);
    await page.getByRole('button', { name: 'Boleta', exact: true }).click();
    await page.locator('#linea-1-descripcion').fill('Menú ejecutivo');
    await page.locator('#linea-1-cantidad').fill('2');
    await page.locator('#linea-1-monto').fill('55.25');
    // The screen's totals: 110.50 with IGV 10.5 % (8 % IGV + 2.5 % IPM) on 100.00.
    await expect.poll(() => page.getByTestId('total-importe').textContent()).toContain('110.50');
    const pantalla = {
      gravadas: (await page.getByTestId('total-gravadas').textContent()) ?? '',
      igv: (await page.getByTestId('total-igv').textContent()) ?? '',
      total: (await page.getByTestId('total-importe').textContent()) ?? '',
    };
    expect(pantalla.gravadas).toContain('100.00');
    expect(pantalla.igv).toContain('10.50');
    expect(await page.locator('.facturador-totales').textContent()).toContain('IGV (10.5%)');

    await page.getByRole('button', { name: 'Emitir', exact: true }).click();
    await page.getByText('Comprobante B001-1 emitido').waitFor({ timeout: 30_000 });
    await page.locator('.facturador-resumen [data-estado="aceptado"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('.facturador-resumen').textContent()).toMatch(/ACEPTADO.*Total S\/ 110\.50/);

    // The PDF says what the screen said.
    await page.goto(`${producto.url}/fac/factura`);
    await page.locator('table [data-estado="aceptado"]').first().waitFor({ timeout: 15_000 });
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF de Boleta de venta B001-1' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toBe(`${RUC}-03-B001-1.pdf`);
    const texto = await textoDePdf(await readFile(await descarga.path()));
    const importe = (t: string) => t.match(/\d[\d,]*\.\d{2}/)?.[0] ?? 'ninguno';
    expect(texto).toContain(importe(pantalla.gravadas));
    expect(texto).toContain(importe(pantalla.igv));
    expect(texto).toContain(importe(pantalla.total));
    expect(texto).toContain('10.5%');
    expect(texto).not.toContain('18.00');
    expect(texto).toContain('MODO PRUEBAS');
  });
});

describe('a new user’s first company in a real browser', () => {
  it('registers, creates the company from the landing screen, completes its checklist with a test certificate and emits a factura in modo pruebas', async () => {
    const pagina = await navegador.contexto.newPage();
    await pagina.goto(`${producto.url}/login`);
    await pagina.evaluate(() => localStorage.clear());
    await registrarUsuario(pagina, producto.url, {
      nombres: 'Jorge Salas Vega',
      email: 'jorge@supernorte.pe',
      telefono: '987111222',
      password: 'Norte2026x',
    });
    const primera = pagina.locator('.primera-empresa');
    await primera.getByText('Registre su empresa para empezar').waitFor({ timeout: 15_000 });
    await primera.getByRole('button', { name: 'Registrar mi empresa' }).click();
    // The RUC look-up fills the company from SUNAT's record.
    await pagina.locator('#empresa-ruc').fill('20100070970');
    await expect
      .poll(() => pagina.locator('#empresa-razon-social').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    await pagina.locator('#empresa-nombre-comercial').fill('Plaza Norte');
    await pagina.locator('#empresa-email').fill('facturas@supernorte.pe');
    await pagina.locator('#empresa-telefono').fill('016151000');
    await pagina.locator('#empresa-dni').fill('45678912');
    await expect
      .poll(() => pagina.locator('#empresa-representante').inputValue(), { timeout: 15_000 })
      .toBe('HUAMAN TORRES ROSA');
    await pagina.getByRole('button', { name: 'Guardar' }).click();

    // Its checklist: everything but a certificate (and a cash or bank account, to pay).
    const checklist = pagina.getByRole('dialog', { name: 'Prepare su empresa' });
    const paso = (clave: string) => checklist.locator(`[data-paso="${clave}"]`);
    await expect
      .poll(() => paso('certificado').getAttribute('data-listo'), { timeout: 15_000 })
      .toBe('false');
    expect(await paso('local_series').getAttribute('data-listo')).toBe('true');
    expect(await paso('caja_banco').getAttribute('data-listo')).toBe('false');
    expect(await checklist.textContent()).toContain('Le falta algo para emitir');
    await checklist.getByRole('button', { name: 'Usar certificado de pruebas' }).click();
    await expect.poll(() => paso('certificado').getAttribute('data-listo'), { timeout: 15_000 }).toBe('true');
    expect(await checklist.textContent()).toContain('Lista para emitir');
    await checklist.getByRole('button', { name: 'Ir a facturación' }).click();

    // The invoicing chooser lists it; its PRINCIPAL local and the period, then the facturador.
    await pagina.getByRole('button', { name: 'Seleccionar SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA' }).click();
    const modal = pagina.locator('.periodo-modal');
    await modal.getByText('Seleccionar Periodo').waitFor();
    await modal.locator('.p-dropdown').first().click();
    await pagina.locator('.p-dropdown-item', { hasText: 'PRINCIPAL' }).click();
    await modal.getByRole('button', { name: 'Seleccionar', exact: true }).click();
    await pagina.waitForURL('**/home');
    await expect
      .poll(() => pagina.locator('.company-line').textContent(), { timeout: 15_000 })
      .toMatch(/modo pruebas/i);

    await pagina.goto(`${producto.url}/fac/facturador`);
    await pagina.getByRole('button', { name: 'Factura', exact: true }).click();
    await pagina.locator('#facturador-cliente-numero').fill('20131312955');
    await expect
      .poll(() => pagina.locator('#facturador-cliente-nombre').inputValue(), { timeout: 15_000 })
      .toContain('SUPERINTENDENCIA');
    await pagina.locator('#linea-1-descripcion').fill('Servicio de auditoría');
    await pagina.locator('#linea-1-cantidad').fill('1');
    await pagina.locator('#linea-1-monto').fill('236');
    await expect.poll(() => pagina.getByTestId('total-importe').textContent()).toContain('236.00');
    expect(await pagina.getByTestId('total-igv').textContent()).toContain('36.00');
    await pagina.getByRole('button', { name: 'Emitir', exact: true }).click();
    await pagina.getByText('Comprobante F001-1 emitido').waitFor({ timeout: 30_000 });
    await pagina.locator('.facturador-resumen [data-estado="aceptado"]').waitFor({ timeout: 60_000 });
    await pagina.close();
  });
});
