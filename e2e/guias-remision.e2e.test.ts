import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDePdf } from '../apps/api/test/helpers/texto-pdf.ts';
import { CREDENCIALES_GRE_DEMO } from '../packages/simuladores/src/gre/simulador-gre.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import type { Producto } from './helpers/producto.ts';
import { exigirGql, tokenDe } from './helpers/sesion.ts';

const RUC_DEMO = '20601234565';
const EMITIR_FACTURA =
  'mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { id serie numero } }';

let escenario: Escenario;
let producto: Producto;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('facturacion');
  ({ producto, page } = escenario);
});
afterAll(() => escenario?.cerrar());

/** Picks an option of a PrimeReact Dropdown whose text contains `texto`. */
async function elegir(campo: string, texto: string) {
  await page.locator(`.p-dropdown:has(#${campo})`).click();
  await page.locator('.p-dropdown-item', { hasText: texto }).first().click();
}

/** Opens a tab of /fac/transportistas, then its 'Nuevo …' dialog, fills it and saves it. */
async function registrar(tab: string, nuevo: string, llenar: () => Promise<void>, exito: string) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: nuevo }).click();
  await llenar();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
  await page.getByText(exito).waitFor();
}

describe('guías de remisión in a real browser', () => {
  it('registers the GRE credentials and the transport, generates the guide of a factura and sees SUNAT accept it', async () => {
    // The company's GRE API application, under Datos generales › Empresas › Credenciales SUNAT.
    await page.goto(`${producto.url}/app/empresas`);
    await page.getByRole('button', { name: 'Ver COMERCIAL ANDINA DEMO S.A.C.' }).click();
    await page.waitForURL('**/app/empresas/*');
    await page.getByRole('tab', { name: 'Credenciales SUNAT' }).click();
    // The seeded demo already has the simulator's application; saving it again goes through the card.
    await page.getByText(/Sin credenciales GRE|Credenciales GRE registradas/).waitFor({ timeout: 15_000 });
    await page.locator('#gre-client-id').fill(CREDENCIALES_GRE_DEMO.clientId);
    await page.locator('input#gre-client-secret').fill(CREDENCIALES_GRE_DEMO.clientSecret);
    await page.getByRole('button', { name: 'Guardar credenciales GRE' }).click();
    await page.getByText('Credenciales API GRE guardadas').waitFor();
    await page.getByText('Credenciales GRE registradas').waitFor();
    // The secret is never shown back.
    expect(await page.content()).not.toContain(CREDENCIALES_GRE_DEMO.clientSecret);

    // A carrier, a vehicle and a driver, from the menu's Guías de remisión › Transportistas.
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByText('Guías de remisión', { exact: true }).waitFor();
    await menu.getByRole('link', { name: 'Transportistas', exact: true }).click();
    await page.waitForURL('**/fac/transportistas');
    await registrar(
      'Transportistas',
      'Nuevo transportista',
      async () => {
        await page.locator('#transportista-ruc').fill('20500000008');
        await page.locator('#transportista-mtc').fill('1543210CNG');
        await page.locator('#transportista-razon-social').fill('Transportes Rápidos S.A.C.');
      },
      'Transportista registrado',
    );
    await expect
      .poll(() => page.locator('table').first().textContent())
      .toContain('TRANSPORTES RÁPIDOS S.A.C.');
    await registrar(
      'Vehículos',
      'Nuevo vehículo',
      async () => {
        await page.locator('#vehiculo-placa').fill('abc123');
        await page.locator('#vehiculo-marca').fill('Volvo');
      },
      'Vehículo registrado',
    );
    await expect.poll(() => page.locator('table').first().textContent()).toContain('ABC123');
    await registrar(
      'Conductores',
      'Nuevo conductor',
      async () => {
        await page.locator('#conductor-numero').fill('45678912');
        await page.locator('#conductor-nombres').fill('Juan Carlos');
        await page.locator('#conductor-apellidos').fill('Quispe Mamani');
        await page.locator('#conductor-licencia').fill('q45678912');
      },
      'Conductor registrado',
    );
    await expect.poll(() => page.locator('table').first().textContent()).toContain('Q45678912');

    // A factura of the shop (its emission is the invoicing suite's subject), then "Generar guía" on it.
    const { emitirComprobante: factura } = await exigirGql<{
      emitirComprobante: { id: string; serie: string; numero: number };
    }>(
      producto.url,
      EMITIR_FACTURA,
      {
        input: {
          tipo: '01',
          cliente: {
            tipo_documento: '6',
            numero: '20100070970',
            nombre: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
            direccion: 'CAL. MORELLI NRO. 181',
          },
          forma_pago: { tipo: 'contado' },
          lineas: [
            {
              codigo: 'CEM-42',
              descripcion: 'Cemento Portland',
              cantidad: '20',
              valor_unitario: '25',
              afectacion: '10',
            },
          ],
        },
      },
      await tokenDe(page),
    );
    const numeroFactura = `${factura.serie}-${factura.numero}`;
    await page.goto(`${producto.url}/fac/factura`);
    await page.getByRole('button', { name: `Más acciones de Factura ${numeroFactura}` }).click();
    await page.getByRole('menuitem', { name: 'Generar guía' }).click();
    await page.waitForURL(/\/fac\/guias\?comprobante=/);

    // Prefilled from the sale: the customer, its line and the factura cited; the departure is the local's.
    await expect
      .poll(() => page.locator('#guia-destinatario-nombre').inputValue(), { timeout: 15_000 })
      .toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    expect(await page.locator('#guia-destinatario-numero').inputValue()).toBe('20100070970');
    expect(await page.locator('#guia-linea-1-descripcion').inputValue()).toBe('Cemento Portland');
    expect(await page.locator('#guia-linea-1-cantidad').inputValue()).toBe('20');
    expect(await page.locator('#guia-documento-1-numero').inputValue()).toBe(numeroFactura);
    expect(await page.locator('#guia-documento-1-ruc').inputValue()).toBe(RUC_DEMO);
    await expect
      .poll(() => page.locator('#guia-partida-direccion').inputValue(), { timeout: 15_000 })
      .toContain('JAVIER PRADO');

    // The company's own truck and driver; the weight; the arrival's district.
    await elegir('guia-vehiculo', 'ABC123');
    await elegir('guia-conductor', 'JUAN CARLOS QUISPE MAMANI');
    await page.locator('#guia-peso').fill('850.5');
    await page.locator('#guia-llegada-ubigeo').fill('150101');
    // A code has one district: the search picks it.
    await expect
      .poll(() => page.locator('#guia-llegada-ubigeo').inputValue(), { timeout: 15_000 })
      .toContain('LIMA');
    await page.locator('#guia-llegada-direccion').fill('Cal. Morelli 181, San Borja');
    await page.getByRole('button', { name: 'Emitir guía' }).click();
    await page
      .getByText(/Guía T001-\d+ emitida/)
      .first()
      .waitFor({ timeout: 30_000 });
    const guia = ((await page.locator('.guia-emitida').textContent()) ?? '').match(/T001-\d+/)?.[0] ?? '';
    expect(guia).toMatch(/^T001-\d+$/);

    // The list follows it until SUNAT (the embedded GRE simulator) accepts it, without reloading.
    await page.getByRole('button', { name: 'Ver lista de guías' }).click();
    await page.waitForURL('**/fac/lisGuias');
    const fila = page.getByRole('row', { name: new RegExp(guia) });
    await fila.locator('[data-estado="aceptado"]').waitFor({ timeout: 90_000 });
    expect(await fila.textContent()).toContain('Aceptado');
    expect(await fila.textContent()).toContain('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');

    // Its PDF is the guide's representación impresa.
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Descargar PDF de Guía ${guia}` }).click(),
    ]);
    expect(descarga.suggestedFilename()).toBe(`${RUC_DEMO}-09-${guia}.pdf`);
    const texto = await textoDePdf(await readFile(await descarga.path()));
    expect(texto).toContain(guia);
    expect(texto).toContain('SUPERMERCADOS PERUANOS');

    // The baja of an accepted guide follows SUNAT's rules: this one travels with its factura.
    await page.getByRole('button', { name: `Dar de baja Guía ${guia}` }).click();
    const dialogo = page.getByRole('dialog', { name: `Dar de baja la guía ${guia}` });
    await dialogo.getByLabel('Motivo de la baja').fill('Pedido cancelado por el cliente');
    await dialogo.getByRole('button', { name: 'Dar de baja' }).click();
    await dialogo
      .getByText(/está relacionada con el comprobante F\d{3}-\d+: anule primero el comprobante/)
      .waitFor();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    expect(await fila.textContent()).toContain('Aceptado');
  });
});
