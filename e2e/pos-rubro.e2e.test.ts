import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declararRubroDemo } from './helpers/empresa.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let e: Escenario;

/** A zone of the demo company's PRINCIPAL local with one table, 101. */
async function sembrarZona() {
  const token = await tokenDe(e.page);
  const zona = await gql<{ createZona: { id: string } }>(
    e.producto.url,
    'mutation($i: PosZonaInput!) { createZona(input: $i) { id } }',
    { i: { codigo: 'P1', descripcion: 'Primer piso', control_mesa: true } },
    token,
  );
  if (!zona.cuerpo.data) throw new Error(JSON.stringify(zona.cuerpo.errors));
  const mesa = await gql(
    e.producto.url,
    'mutation($i: PosMesaInput!) { createMesa(input: $i) { id } }',
    { i: { zona_id: zona.cuerpo.data.createZona.id, codigo: '101', pos_x: 0, pos_y: 0 } },
    token,
  );
  if (mesa.cuerpo.errors) throw new Error(JSON.stringify(mesa.cuerpo.errors));
}

/** The PUNTO DE VENTA links of the sidebar, in order. */
async function menuPos(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  const bloque = menu.locator('.sidebar__section', { hasText: 'PUNTO DE VENTA' });
  await bloque.waitFor({ timeout: 30_000 });
  return (await bloque.getByRole('link').allTextContents()).map((t) => t.trim());
}

/** The setup page of the tables (rooms) opened from the sidebar, and the order map. */
async function pantallas(page: Page, enlace: string) {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: enlace }).click();
  await page.waitForURL('**/pos/mesas');
  const editor = page.getByRole('region', { name: /^Mapa de / });
  await editor.locator('.pos-mesa').first().waitFor({ timeout: 30_000 });
  const titulo = await page.locator('.page__title').textContent();
  const editorNombre = await editor.getAttribute('aria-label');
  await page.goto(`${e.producto.url}/mcc/pedido/create`);
  const tablero = page.locator('.pos-tablero');
  await tablero.locator('.pos-mesa').first().waitFor({ timeout: 30_000 });
  return {
    titulo,
    editorNombre,
    servicio: await page.locator('.pos-servicio__titulo').textContent(),
    mapa: await tablero.getAttribute('aria-label'),
    mesa: await tablero.locator('.pos-mesa').first().getAttribute('aria-label'),
  };
}

beforeAll(async () => {
  e = await contadorEn('facturacion');
  await sembrarZona();
}, 180_000);
afterAll(async () => {
  await e?.cerrar();
});

/** Per rubro: sidebar links it shows and one it must not, the rooms link, and what the screens say. */
const CASOS = [
  {
    rubro: 'hotel',
    menu: ['Consumos', 'Pisos', 'Habitaciones'],
    ausente: 'Mesas',
    pantallas: {
      titulo: 'Habitaciones',
      editorNombre: 'Mapa de habitaciones',
      servicio: 'Consumos',
      mapa: 'Habitaciones del piso',
      mesa: 'Habitación 101',
    },
  },
  {
    rubro: 'restaurante',
    menu: ['Toma de pedidos', 'Zonas', 'Mesas'],
    ausente: 'Habitaciones',
    pantallas: {
      titulo: 'Mesas',
      editorNombre: 'Mapa de mesas',
      servicio: 'Toma de pedidos',
      mapa: 'Mesas de la zona',
      mesa: 'Mesa 101',
    },
  },
];

describe('the point of sale in the words of the rubro', () => {
  it('a hotel sees floors and rooms, a restaurant zones and tables, a shop attention points', async () => {
    const page = e.page;
    // The demo company is comercial: neutral words.
    expect(await menuPos(page)).toContain('Puntos de atención');

    for (const caso of CASOS) {
      await declararRubroDemo(page, e.producto.url, caso.rubro);
      const menu = await menuPos(page);
      expect(menu).toEqual(expect.arrayContaining(caso.menu));
      expect(menu).not.toContain(caso.ausente);
      expect(await pantallas(page, caso.pantallas.titulo)).toEqual(caso.pantallas);
    }
  });
});
