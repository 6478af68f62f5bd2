import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { correosPara, iniciarProducto, type Producto } from './helpers/producto.ts';
import { gql } from './helpers/sesion.ts';

let producto: Producto;
let navegador: Navegador;

beforeAll(async () => {
  // The production captcha: the ALTCHA proof of work the widget solves in the page.
  producto = await iniciarProducto({ CAPTCHA_PROVIDER: 'altcha' });
  navegador = await abrirNavegador();
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

const LOGIN =
  'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { authentication } }';

describe('an account locked by failed logins, with ALTCHA', () => {
  it('the user still logs in through the login screen with the solved captcha', async () => {
    // Someone who knows the address fails ten times: the account is now behind the captcha.
    for (let i = 0; i < 10; i++)
      await gql(producto.url, LOGIN, { email: 'contador@kipu.pe', password: `mala${i}` });
    const bloqueado = await gql<unknown>(producto.url, LOGIN, {
      email: 'contador@kipu.pe',
      password: 'Contador2026',
    });
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.cuerpo.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', captcha: true });

    const page = await navegador.contexto.newPage();
    await page.goto(`${producto.url}/login`);
    await page.locator('#email').fill('contador@kipu.pe');
    await page.locator('#password input, input#password').first().fill('Contador2026');
    // The widget solves its challenge as soon as it is shown.
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/modulos', { timeout: 20_000 });
    await page.close();
  });

  it('the sign-up screen shows the captcha and creates the account with it', async () => {
    const page = await navegador.contexto.newPage();
    await page.goto(`${producto.url}/register`);
    await page.locator('#nombres').fill('Julia Quispe Mamani');
    await page.locator('#email').fill('julia.quispe@estudioquispe.pe');
    await page.locator('#telefono').fill('987654322');
    await page.locator('#password input, input#password').first().fill('Julia2026');
    await page.locator('#confirm input, input#confirm').first().fill('Julia2026');
    await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect.poll(() => page.textContent('body'), { timeout: 15_000 }).toContain('¡Cuenta creada!');
    expect(await correosPara(producto.url, 'julia.quispe@estudioquispe.pe')).toHaveLength(1);
    await page.close();
  });
});
