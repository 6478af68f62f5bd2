import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { correosPara } from './producto.ts';

export type NuevoUsuario = { nombres: string; email: string; telefono: string; password: string };

/** Signs a new user up on /register and confirms the account from the outbox: the page lands on /modulos. */
export async function registrarUsuario(page: Page, url: string, u: NuevoUsuario): Promise<void> {
  await page.goto(`${url}/register`);
  await page.locator('#nombres').fill(u.nombres);
  await page.locator('#email').fill(u.email);
  await page.locator('#telefono').fill(u.telefono);
  await page.locator('#password input, input#password').first().fill(u.password);
  await page.locator('#confirm input, input#confirm').first().fill(u.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  const email = u.email.toLowerCase();
  await expect.poll(async () => (await correosPara(url, email)).length, { timeout: 15_000 }).toBe(1);
  const [correo] = await correosPara(url, email);
  const enlace = correo?.text.match(/https?:\/\/\S+\/account\/verify\/\S+/)?.[0] ?? '';
  await page.goto(enlace);
  await page.waitForURL('**/modulos', { timeout: 20_000 });
}
