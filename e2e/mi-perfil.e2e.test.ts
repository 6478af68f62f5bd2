import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFirma } from '../apps/api/test/helpers/png.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('contabilidad');
  ({ page } = escenario);
});
afterAll(() => escenario?.cerrar());

const cuerpo = () => page.textContent('body');

describe('My Profile in a real browser', () => {
  it('opens from the user menu; another user’s id is not found', async () => {
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await page.waitForURL(/\/admin\/user\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.locator('#perfil-nombres').inputValue(), { timeout: 15_000 }).not.toBe('');
    expect(await cuerpo()).toContain('contador@kipu.pe');

    const propia = page.url();
    await page.goto(propia.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000'));
    await expect.poll(cuerpo, { timeout: 15_000 }).toContain('No se encontró el usuario');
    await page.getByRole('button', { name: 'Ir a mi perfil' }).click();
    await page.waitForURL(propia);
  });

  it('changes the phone, refusing a bad one first', async () => {
    const telefono = page.locator('#perfil-telefono');
    await telefono.fill('4567890');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect.poll(cuerpo).toContain('Ingrese un número de celular válido');
    await telefono.fill('987654321');
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect.poll(cuerpo, { timeout: 15_000 }).toContain('Datos personales actualizados');
    const leido = await gql<{ miPerfil: { telefono: string } }>(
      escenario.producto.url,
      'query { miPerfil { telefono } }',
      {},
      await tokenDe(page),
    );
    expect(leido.cuerpo.data?.miPerfil.telefono).toBe('987654321');
  });

  it('a new photo shows in the header at once; a file that only claims to be a picture is refused', async () => {
    const cabecera = page.locator('.header__avatar img');
    expect(await cabecera.count()).toBe(0);
    const entrada = page.locator('input[type=file]');
    await entrada.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no soy una imagen'),
    });
    await expect
      .poll(cuerpo, { timeout: 15_000 })
      .toContain('El archivo no es una imagen (PNG, JPG, WEBP o GIF)');
    expect(await page.getByRole('button', { name: 'Guardar foto' }).count()).toBe(0);

    await entrada.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngFirma(64, 64) });
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await expect.poll(cuerpo, { timeout: 15_000 }).toContain('Foto actualizada');
    await cabecera.waitFor({ timeout: 15_000 });
    const src = await cabecera.getAttribute('src');
    expect(src).toMatch(/^\/storage\/avatars\//);
    const servida = await fetch(`${escenario.producto.url}${src}`);
    expect(servida.headers.get('content-type')).toBe('image/png');
  });

  it('changes the password with the current one, and the new one logs in', async () => {
    await page.locator('#perfil-password-actual').fill('Equivocada1');
    await page.locator('#perfil-password-nueva').fill('Nueva2026');
    await page.locator('#perfil-password-repetir').fill('Nueva2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(cuerpo, { timeout: 15_000 }).toContain('La contraseña actual no es correcta');

    await page.locator('#perfil-password-actual').fill('Contador2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect.poll(cuerpo, { timeout: 15_000 }).toContain('Contraseña actualizada');
    // The session that changed it goes on working.
    expect(await page.locator('#perfil-telefono').inputValue()).toBe('987654321');

    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    await iniciarSesion(page, escenario.producto.url, 'contador@kipu.pe', 'Contador2026');
    await expect.poll(cuerpo, { timeout: 15_000 }).toContain('Credenciales incorrectas');
    await iniciarSesion(page, escenario.producto.url, 'contador@kipu.pe', 'Nueva2026');
    await page.waitForURL('**/modulos', { timeout: 30_000 });
  });
});
