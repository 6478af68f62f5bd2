import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { correosPara, iniciarProducto, type Producto } from './helpers/producto.ts';

let producto: Producto;
let navegador: Navegador;

beforeAll(async () => {
  // As on a fresh machine: an empty data folder, so the start-up seeds and prints the demo accounts.
  producto = await iniciarProducto({}, { desdeCero: true });
  navegador = await abrirNavegador();
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

describe('accounts in a real browser', () => {
  it('prints the seeded demo accounts at start-up', () => {
    expect(producto.salida()).toContain('admin@kipu.pe');
    expect(producto.salida()).toContain('contador@kipu.pe');
  });

  it('register → confirm from the outbox → log in → lands on /modulos', async () => {
    const page = await navegador.contexto.newPage();
    await page.goto(`${producto.url}/`);
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: /reg[ií]strese/i }).click();
    await page.waitForURL('**/register');
    await page.locator('#nombres').fill('Lucía Ramos Pérez');
    await page.locator('#email').fill('Lucia.Ramos@EstudioRamos.pe');
    await page.locator('#telefono').fill('987654321');
    await page.locator('#password input, input#password').first().fill('Lucia2026');
    await page.locator('#confirm input, input#confirm').first().fill('Lucia2026');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect
      .poll(async () => (await correosPara(producto.url, 'lucia.ramos@estudioramos.pe')).length, {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(() => page.textContent('body')).toMatch(/confirm/i);

    const [correo] = await correosPara(producto.url, 'lucia.ramos@estudioramos.pe');
    const enlace = correo?.text.match(/https?:\/\/\S+\/account\/verify\/\S+/)?.[0] ?? '';
    expect(enlace).toContain(`${producto.url}/account/verify/`);
    await page.goto(enlace);
    await page.waitForURL('**/modulos', { timeout: 20_000 });
    await expect.poll(() => page.textContent('body'), { timeout: 10_000 }).toContain('Sistema Contable');

    // Log out, then in again with the password.
    await page.getByRole('button', { name: /cerrar sesi/i }).click();
    await page.waitForURL('**/login');
    await page.locator('#email').fill('lucia.ramos@estudioramos.pe');
    await page.locator('#password input, input#password').first().fill('Lucia2026');
    await page.locator('#password input, input#password').first().press('Enter');
    await page.waitForURL('**/modulos', { timeout: 20_000 });
    await expect.poll(() => page.textContent('body')).toContain('Facturación Electrónica');
    await page.close();
  });

  it("shows 'Credenciales incorrectas' for a wrong password", async () => {
    const page = await navegador.contexto.newPage();
    await page.goto(`${producto.url}/login`);
    await page.locator('#email').fill('contador@kipu.pe');
    await page.locator('#password input, input#password').first().fill('equivocada');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect
      .poll(() => page.textContent('body'), { timeout: 10_000 })
      .toContain('Credenciales incorrectas');
    expect(page.url()).toContain('/login');
    await page.close();
  });
});
