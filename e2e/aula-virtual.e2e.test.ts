import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarProducto, type Producto } from './helpers/producto.ts';
import { gql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

let producto: Producto;
let navegador: Navegador;

beforeAll(async () => {
  producto = await iniciarProducto();
  navegador = await abrirNavegador();
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

async function entrarAlAula(email: string, password: string): Promise<Page> {
  const page = await navegador.contexto.newPage();
  await iniciarSesion(page, producto.url, email, password);
  await page.waitForURL('**/modulos');
  await page.getByRole('button', { name: /Seleccionar AUL - Aula Virtual/ }).click();
  await page.waitForURL('**/home');
  await page.getByRole('tab', { name: 'Contable' }).waitFor({ timeout: 15_000 });
  return page;
}

describe('the virtual classroom in a real browser', () => {
  it('the administrator publishes a course with a rich-text description from /mm/main', async () => {
    const page = await entrarAlAula('admin@kipu.pe', 'Admin2026');
    // The tabs render before the tab's courses arrive: wait for the list's answer, not the first paint.
    await page.getByText('Aún no hay cursos publicados en esta pestaña.').waitFor({ timeout: 15_000 });
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Cursos del aula', exact: true }).click();
    await page.waitForURL('**/mm/main');

    await page.getByRole('button', { name: 'Nuevo curso' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nuevo curso' });
    await dialogo.getByLabel('Título').fill('Registro de compras paso a paso');
    await dialogo.getByLabel(/^Enlace/).fill('/contable/compras');
    await dialogo.getByLabel('Orden').fill('1');
    const editor = dialogo.locator('.ql-editor');
    await editor.click();
    await editor.pressSequentially('Anote una factura de compra');
    await dialogo.getByRole('button', { name: 'Negrita' }).click();
    await editor.pressSequentially(' con su asiento');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => page.locator('table').textContent(), { timeout: 15_000 })
      .toContain('Registro de compras paso a paso');
    // The editor's formatting reaches the server as HTML it keeps.
    const guardados = await gql<{ cursos: { descripcion: string }[] }>(
      producto.url,
      '{ cursos(modulo: "contable") { descripcion } }',
      {},
      await tokenDe(page),
    );
    expect(guardados.cuerpo.data?.cursos[0]?.descripcion).toBe(
      '<p>Anote una factura de compra<strong> con su asiento</strong></p>',
    );

    await page.getByRole('button', { name: 'Nuevo curso' }).click();
    const segundo = page.getByRole('dialog', { name: 'Nuevo curso' });
    await segundo.getByLabel('Título').fill('Plan contable general');
    await segundo.getByLabel(/^Enlace/).fill('http://videos.example.pe/pcge');
    await segundo.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => segundo.textContent())
      .toContain('El enlace debe ser una dirección https:// o una ruta del sistema que empiece con /');
    await segundo.getByLabel(/^Enlace/).fill('https://videos.example.pe/pcge');
    await segundo.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.locator('table').textContent()).toContain('Plan contable general');
    await page.close();
  });

  it('an accountant finds the courses in their tab, without a sidebar, and opens one', async () => {
    const page = await entrarAlAula('contador@kipu.pe', 'Contador2026');
    expect(await page.getByRole('navigation', { name: 'Menú principal' }).count()).toBe(0);
    const panel = page.getByRole('tabpanel');
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toContain('Registro de compras paso a paso');
    expect(await panel.textContent()).toContain('Plan contable general');

    await page.getByLabel('Buscar curso').fill('compras');
    await expect.poll(() => panel.textContent()).not.toContain('Plan contable general');
    await page.getByRole('link', { name: 'Registro de compras paso a paso' }).click();
    await page.waitForURL('**/contable/compras');

    await page.goto(`${producto.url}/home`);
    await page.getByRole('tab', { name: 'Facturación' }).click();
    await expect
      .poll(() => page.getByRole('tabpanel').textContent())
      .toContain('Aún no hay cursos publicados');
    await page.close();
  });
});
