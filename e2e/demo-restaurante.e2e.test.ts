import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAJERO, COCINERO, MOZO } from './helpers/demo.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarProducto, type Producto } from './helpers/producto.ts';
import { exigirGql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

let producto: Producto;
const navegadores: Navegador[] = [];

/** A page of its own browser (each person works on their own device), logged in as the account. */
async function entrar(cuenta: { email: string; password: string }, telefono = false): Promise<Page> {
  const navegador = await abrirNavegador();
  navegadores.push(navegador);
  const page = await navegador.contexto.newPage();
  if (telefono) await page.setViewportSize({ width: 390, height: 844 });
  await iniciarSesion(page, producto.url, cuenta.email, cuenta.password);
  return page;
}

/** On /modulos: invoicing with the demo restaurant and its local, as its owner chooses it. */
async function elegirRestaurante(page: Page) {
  await page.getByRole('button', { name: /Seleccionar FAC - Facturación Electrónica/ }).click();
  await page.getByRole('button', { name: 'Seleccionar RESTAURANTE EL TAMBO DEMO S.A.C.' }).click();
  const modal = page.locator('.periodo-modal');
  await modal.getByText('Seleccionar Periodo').waitFor();
  await modal.locator('.p-dropdown').first().click();
  await page.locator('.p-dropdown-item', { hasText: 'PRINCIPAL' }).click();
  await modal.getByRole('button', { name: 'Seleccionar', exact: true }).click();
  await page.waitForURL('**/home');
}

const mesa = (page: Page, codigo: string) => page.locator(`.pos-mesa[data-mesa="${codigo}"]`);

beforeAll(async () => {
  // The product as the README starts it, without the month of activity: only the seeded restaurant.
  producto = await iniciarProducto();
}, 180_000);
afterAll(async () => {
  for (const n of navegadores) await n.cerrar();
  await producto?.detener();
});

describe('the demo restaurant in a real browser, with nothing set up by hand', () => {
  it('the demo waiter takes an order on a seeded table, it reaches the seeded kitchen, and the demo cashier charges it in cash', async () => {
    const mozo = await entrar(MOZO, true);
    await mozo.waitForURL('**/mcc/pedido/create', { timeout: 90_000 });
    // The restaurant's words and its room: the salon's tables on the map.
    await mozo.locator('.pos-servicio__titulo', { hasText: 'Toma de pedidos' }).waitFor({ timeout: 30_000 });
    await mesa(mozo, '4').waitFor({ timeout: 30_000 });
    expect(await mozo.locator('.pos-tablero .pos-mesa').count()).toBe(8);
    await mesa(mozo, '4').click();
    await mozo.getByRole('heading', { name: 'Mesa 4' }).waitFor();
    // The menu shows its pictures, served from the product image store.
    const foto = mozo.getByRole('button', { name: 'Agregar Lomo saltado' }).locator('img');
    await expect
      .poll(() => foto.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
      .toBe(240);
    await mozo.getByRole('button', { name: 'Agregar Lomo saltado' }).click();
    await mozo.getByRole('button', { name: 'Agregar Chicha morada (jarra 1 L)' }).click();
    await mozo.getByText('Por agregar · S/ 55.00').waitFor();
    await mozo.getByRole('button', { name: 'Enviar a cocina' }).click();
    // The lomo goes to the hot kitchen, the chicha to the bar: two comandas.
    await mozo.getByText('Pedido enviado a cocina (2 comandas)').waitFor({ timeout: 15_000 });

    // The demo cook, on the kitchen screen the login sends him to, sees the lomo in the hot kitchen.
    const cocina = await entrar(COCINERO);
    await cocina.waitForURL('**/mcc/**', { timeout: 60_000 });
    await cocina.goto(`${producto.url}/mcc/cocina`);
    await cocina.getByRole('tab', { name: /Cocina caliente/ }).click();
    const comanda = cocina.getByRole('article', { name: 'Comanda Mesa 4' });
    // The first tab (the bar) may still be on screen for a moment after choosing the kitchen.
    await expect.poll(() => comanda.textContent(), { timeout: 30_000 }).toContain('Lomo saltado');
    expect(await comanda.textContent()).not.toContain('Chicha');
    await cocina.getByRole('button', { name: 'Preparar Mesa 4' }).click();
    await expect.poll(() => comanda.textContent(), { timeout: 15_000 }).toContain('En preparación');
    await cocina.getByRole('button', { name: 'Listo Mesa 4' }).click();
    await expect.poll(() => comanda.textContent(), { timeout: 15_000 }).toContain('Listo');
    // The demo cashier opens the seeded box and charges table 4 in cash, with change.
    const caja = await entrar(CAJERO);
    await caja.waitForURL('**/mcc/**', { timeout: 60_000 });
    await caja.goto(`${producto.url}/mcc/caja`);
    await caja.getByLabel('Saldo inicial (S/)').fill('100');
    await caja.getByRole('button', { name: 'Abrir caja' }).click();
    await caja.getByText('Toque una mesa ocupada para cobrarla.').waitFor({ timeout: 15_000 });
    await mesa(caja, '4').click();
    const cobro = caja.getByRole('dialog', { name: 'Cobrar mesa 4' });
    await cobro.getByText('Total S/ 55.00').waitFor({ timeout: 15_000 });
    await cobro.getByLabel('Efectivo recibido del pago 1').fill('60');
    await cobro.getByText('Vuelto S/ 5.00').waitFor();
    await cobro.getByRole('button', { name: 'Cobrar S/ 55.00' }).click();
    await cobro.getByText(/^Boleta B001-1 emitida por S\/ 55\.00/).waitFor({ timeout: 60_000 });
    await cobro.getByRole('button', { name: 'Listo' }).click();

    // The table is free again on the waiter's phone, live.
    await mozo.getByRole('button', { name: 'Volver al mapa' }).click();
    await expect
      .poll(async () => (await mesa(mozo, '4').getAttribute('class'))?.includes('pos-mesa--ocupada'), {
        timeout: 15_000,
      })
      .toBe(false);

    // Paid at the till, the boleta owes nothing: posted to 1212 and collected in the box's cash account,
    // as the restaurant's owner (the demo accountant) reads it.
    const contador = await entrar({ email: 'contador@kipu.pe', password: 'Contador2026' });
    await contador.waitForURL('**/modulos', { timeout: 60_000 });
    await elegirRestaurante(contador);
    const token = await tokenDe(contador);
    const periodo = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' })
      .format(new Date())
      .slice(0, 7)
      .replace('-', '');
    const mayor = async () =>
      (
        await exigirGql<{ libroMayor: { total_debe: string; total_haber: string } }>(
          producto.url,
          'query($p: String!) { libroMayor(cuenta: "1212", periodo_desde: $p, periodo_hasta: $p) { total_debe total_haber } }',
          { p: periodo },
          token,
        )
      ).libroMayor;
    await expect
      .poll(mayor, { timeout: 60_000, interval: 1000 })
      .toEqual({ total_debe: '55.00', total_haber: '55.00' });
    const { operacionesByCxPx } = await exigirGql<{ operacionesByCxPx: { filas: { documento: string }[] } }>(
      producto.url,
      'query { operacionesByCxPx(tipo: "cobrar", buscar: "B001-1") { filas { documento } } }',
      {},
      token,
    );
    expect(operacionesByCxPx.filas).toEqual([]);
  });
});
