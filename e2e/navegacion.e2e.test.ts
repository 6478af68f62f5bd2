import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario, elegirEmpresaDemo } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarSesion } from './helpers/sesion.ts';

let e: Escenario;
/** A second profile for the other users (each login replaces the profile's stored session). */
let otro: Navegador;

beforeAll(async () => {
  e = await contadorEn('contabilidad');
  otro = await abrirNavegador();
}, 180_000);
afterAll(async () => {
  await otro?.cerrar();
  await e?.cerrar();
});

const menu = () => e.page.getByRole('navigation', { name: 'Menú principal' });

describe('navigation in a real browser', () => {
  it('the accounting menu has the electronic books (PLE), and its entries open them', async () => {
    const { page } = e;
    await page.goto(`${e.producto.url}/home`);
    await menu().getByRole('heading', { name: 'LIBROS ELECTRÓNICOS (PLE)' }).waitFor({ timeout: 30_000 });
    await menu().getByRole('link', { name: '8.1 Registro de compras', exact: true }).click();
    await page.waitForURL('**/sleple5.1/compras/8.1');
    await page
      .getByRole('heading', { name: 'Libros electrónicos (PLE) · Registro de compras' })
      .waitFor({ timeout: 30_000 });
    await menu().getByRole('link', { name: 'Todos los libros del periodo' }).click();
    await page.waitForURL(/\/sleple5\.1$/);
    await page.getByRole('heading', { name: 'Libros electrónicos (PLE)', exact: true }).waitFor();
  });

  it('an unknown path shows what was asked and the ways back, without moving to /home', async () => {
    const { page } = e;
    await page.goto(`${e.producto.url}/no-existe/tampoco`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor({ timeout: 30_000 });
    await page.locator('code', { hasText: '/no-existe/tampoco' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-existe/tampoco');
    await expect.poll(() => page.getByRole('link', { name: 'Elegir módulo' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.waitForURL('**/home');

    // Inside an area the page keeps the module's menu around it.
    await page.goto(`${e.producto.url}/contable/no-existe`);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor({ timeout: 30_000 });
    await menu().waitFor();
    expect(new URL(page.url()).pathname).toBe('/contable/no-existe');
  });

  it('/prod and the other areas not built yet say so by name', async () => {
    const { page } = e;
    await page.goto(`${e.producto.url}/prod`);
    await page
      .getByRole('heading', { name: 'Esta sección aún no está disponible' })
      .waitFor({ timeout: 30_000 });
    await page.getByText('Producción', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/prod');

    // An area with screens that already do part of it points at them.
    await page.goto(`${e.producto.url}/lrcontables/libro-mayor`);
    await page.getByText('Libros y registros contables', { exact: true }).waitFor({ timeout: 30_000 });
    const disponibles = page.getByRole('navigation', { name: 'Pantallas disponibles' });
    await disponibles.getByRole('link', { name: 'Libro mayor' }).click();
    await page.waitForURL('**/repo/mayor');
  });

  it('the accountant on a point of sale screen goes back to the back office', async () => {
    const { page } = e;
    await page.goto(`${e.producto.url}/modulos`);
    await elegirEmpresaDemo(page);
    await page.goto(`${e.producto.url}/mcc/pedido/create`);
    const volver = page.getByRole('link', { name: 'Volver a la gestión' });
    await volver.waitFor({ timeout: 30_000 });
    await volver.click();
    await page.waitForURL('**/home');
    await menu().getByRole('heading', { name: 'PUNTO DE VENTA' }).waitFor({ timeout: 30_000 });
  });

  it('the login page asks for the Contraseña, in Spanish', async () => {
    const page = await otro.contexto.newPage();
    await page.goto(`${e.producto.url}/login`);
    await page.locator('label[for="password"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('label[for="password"]').textContent()).toBe('Contraseña');
    await page.locator('#email').fill('contador@kipu.pe');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('¡Ingrese su Contraseña!').waitFor();
    expect(await page.locator('.auth-form').textContent()).not.toContain('Password');
  });

  it('the top administrator goes back from the cash screen; a waiter has no such way out', async () => {
    const page = await otro.contexto.newPage();
    await iniciarSesion(page, e.producto.url, 'admin@kipu.pe', 'Admin2026');
    await page.waitForURL('**/modulos', { timeout: 60_000 });
    await page.goto(`${e.producto.url}/mcc/caja`);
    await page.getByRole('link', { name: 'Volver a la gestión' }).click({ timeout: 30_000 });
    await page.waitForURL('**/home');

    await iniciarSesion(page, e.producto.url, 'mozo@kipu.pe', 'Mozo2026');
    await page.waitForURL('**/mcc/pedido/create', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Cerrar sesión' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Volver a la gestión' }).count()).toBe(0);
  });
});
