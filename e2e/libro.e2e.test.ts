import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarProducto, type Producto } from './helpers/producto.ts';
import { iniciarSesion } from './helpers/sesion.ts';

let producto: Producto;
let navegador: Navegador;
let codigo = '';

beforeAll(async () => {
  producto = await iniciarProducto();
  navegador = await abrirNavegador();
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

async function firmar(page: Page) {
  const lienzo = page.getByLabel('Firma');
  await lienzo.scrollIntoViewIfNeeded();
  const caja = await lienzo.boundingBox();
  if (!caja) throw new Error('sin lienzo de firma');
  await page.mouse.move(caja.x + 20, caja.y + 80);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++)
    await page.mouse.move(caja.x + 20 + i * 10, caja.y + 60 - Math.sin(i / 3) * 35, { steps: 2 });
  await page.mouse.up();
}

async function seguimiento(page: Page) {
  await page.goto(`${producto.url}/libro-search`);
  await page.locator('#nro').fill('45678912');
  await page.locator('#phone').fill('987654321');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const dialogo = page.getByRole('dialog', { name: `Reclamo ${codigo}` });
  await dialogo.waitFor();
  return dialogo;
}

describe('complaints book in a real browser', () => {
  it('says a consumer who is not a platform user cannot file, as soon as the e-mail is typed', async () => {
    const page = await navegador.contexto.newPage();
    await page.goto(`${producto.url}/libro`);
    await page.locator('#email').fill('vecino@correo.pe');
    await expect
      .poll(() => page.textContent('.libro-form'), { timeout: 10_000 })
      .toContain('No Se Puede Registrar Reclamo Porque No Eres Usuario de Nuestra Plataforma');
    // A user's e-mail clears it.
    await page.locator('#email').fill('contador@kipu.pe');
    await expect
      .poll(() => page.textContent('.libro-form'), { timeout: 10_000 })
      .not.toContain('No Eres Usuario');
    await page.close();
  });

  it('files a complaint with a drawn signature after seeing its PDF preview', async () => {
    const page = await navegador.contexto.newPage();
    await page.goto(`${producto.url}/libro`);
    await page.getByRole('button', { name: 'CONTINUAR' }).click();
    await expect.poll(() => page.textContent('body')).toContain('Ingresar Nombres y Apellidos');

    await page.locator('#namefull').fill('Juan Carlos Pérez Quispe');
    await page.locator('#ubicate').pressSequentially('Miraflo', { delay: 30 });
    await page.locator('.p-autocomplete-item', { hasText: 'LIMA - LIMA' }).first().click();
    await page.locator('#address').fill('Av. José Larco 1234, Miraflores');
    await page.locator('#email').fill('contador@kipu.pe');
    await page.locator('#phone').fill('987654321');
    await page.locator('.p-dropdown:has(#opcion0)').click();
    await page.locator('.p-dropdown-item', { hasText: 'Documento nacional de identidad' }).first().click();
    await page.locator('#nro').fill('45678912');
    await page.locator('label[for="opcion1-SERVICIO"]').click();
    await page.locator('label[for="option2-RECLAMO"]').click();
    await page
      .locator('#description')
      .fill('El servicio de facturación estuvo caído tres días y no pude emitir comprobantes.');
    await firmar(page);

    await page.getByRole('button', { name: 'CONTINUAR' }).click();
    const vista = page.getByRole('dialog', { name: 'Vista previa de la hoja de reclamación' });
    await vista.waitFor({ timeout: 20_000 });
    const pdf = await vista.locator('iframe').first().getAttribute('src');
    expect(pdf).toMatch(/\/storage\/libro\/[0-9a-f-]{36}\.pdf/);
    await vista.getByRole('button', { name: 'Enviar' }).click();
    codigo = (await page.getByTestId('codigo-reclamo').textContent({ timeout: 20_000 }))?.trim() ?? '';
    expect(codigo).toMatch(/^\d{4}-000001$/);
    await page.close();
  });

  it('tracks it by document and phone, an administrator advances it, and the timeline shows the new state', async () => {
    const page = await navegador.contexto.newPage();
    const antes = await seguimiento(page);
    expect(await antes.textContent()).toContain('INICIO DEL RECLAMO');

    await iniciarSesion(page, producto.url, 'admin@kipu.pe', 'Admin2026');
    await page.waitForURL(/\/(modulos|home)/);
    if (page.url().endsWith('/modulos')) {
      await page.getByRole('button', { name: /Seleccionar CON - Sistema Contable/ }).click();
      await page.waitForURL('**/home');
    }
    await page.goto(`${producto.url}/admin/libro?codigo=${codigo}`);
    const detalle = page.getByRole('dialog', { name: `Reclamo ${codigo}` });
    await detalle.waitFor({ timeout: 15_000 });
    await detalle.locator('.p-dropdown:has(#avanzar-estado)').click();
    await page.locator('.p-dropdown-item', { hasText: 'PROCESANDO EL RECLAMO' }).click();
    await detalle.locator('#avanzar-descripcion').fill('Estamos revisando los registros del servicio.');
    await detalle.getByRole('button', { name: 'Avanzar estado' }).click();
    await detalle.getByTestId('reclamo-estado').filter({ hasText: 'PROCESANDO EL RECLAMO' }).waitFor();

    const despues = await seguimiento(page);
    await expect.poll(() => despues.textContent()).toContain('Estamos revisando los registros del servicio.');
    expect(await despues.locator('.seguimiento__paso').count()).toBeGreaterThanOrEqual(5);
    await page.close();
  });
});
