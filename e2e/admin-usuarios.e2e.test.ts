import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { correosPara } from './helpers/producto.ts';
import { gql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

/** The demo company's RUC: the accountant owns it, the waiter and the administrator work in it. */
const RUC_DEMO = '20601234565';

let e: Escenario;
let adminNav: Navegador;
let admin: Page;

/** Types in the table's search and waits for the server's count of the matches (the placeholder's). */
async function buscar(page: Page, texto: string, total: number) {
  await page.getByPlaceholder(/registros\.\.\./).fill(texto);
  await page.getByPlaceholder(`${total} registros...`).waitFor({ timeout: 15_000 });
}

/** Opens a PrimeReact dropdown by its input's id and picks an option. */
async function elegir(page: Page, id: string, opcion: string) {
  await page.locator('.p-dropdown', { has: page.locator(`#${id}`) }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

const emailsDeLaTabla = (page: Page) =>
  page.locator('.p-datatable-tbody tr td:first-child').allTextContents();

/** Accepts the confirmation dialog of an action. */
async function aceptar(page: Page, boton: string) {
  await page.locator('.p-confirm-dialog').getByRole('button', { name: boton, exact: true }).click();
}

beforeAll(async () => {
  e = await contadorEn('contabilidad');
  adminNav = await abrirNavegador();
  admin = await adminNav.contexto.newPage();
  await iniciarSesion(admin, e.producto.url, 'admin@kipu.pe', 'Admin2026');
  await admin.waitForURL(/\/(modulos|home)/, { timeout: 30_000 });
  if (admin.url().endsWith('/modulos')) {
    await admin.getByRole('button', { name: /Seleccionar CON - Sistema Contable/ }).click();
    await admin.waitForURL('**/home');
  }
}, 180_000);
afterAll(async () => {
  await adminNav?.cerrar();
  await e?.cerrar();
});

describe('platform users in a real browser', () => {
  it('the administrator finds the demo company’s people by its RUC and reads the owner’s grant', async () => {
    await admin.getByRole('link', { name: 'Usuarios', exact: true }).click();
    await admin.waitForURL('**/admin/users');
    await admin.getByRole('heading', { name: 'Usuarios de la plataforma' }).waitFor();
    await buscar(admin, RUC_DEMO, 3);
    expect(await emailsDeLaTabla(admin)).toEqual(['admin@kipu.pe', 'contador@kipu.pe', 'mozo@kipu.pe']);
    await admin.getByRole('button', { name: 'Ver contador@kipu.pe' }).click();
    await admin.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: /Carla Quispe Mamani/ }).waitFor();
    const fila = admin.locator('tr', { hasText: 'COMERCIAL ANDINA DEMO S.A.C.' });
    expect(await fila.textContent()).toContain('Titular');
    expect(await fila.textContent()).toContain(RUC_DEMO);
  });

  it('deactivates the accountant: their open page loses the session, the login says why; activated, they log in', async () => {
    await admin.getByRole('button', { name: 'Desactivar' }).click();
    await aceptar(admin, 'Desactivar');
    await admin.getByText('Cuenta desactivada', { exact: true }).first().waitFor();
    await admin.locator('.p-tag', { hasText: 'Desactivado' }).waitFor();
    // The accountant's next request is refused: the app goes back to the login.
    const token = await tokenDe(e.page);
    const r = await gql(e.producto.url, '{ me { user { email } } }', {}, token);
    expect(r.cuerpo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await e.page.reload();
    await e.page.waitForURL('**/login', { timeout: 30_000 });
    await iniciarSesion(e.page, e.producto.url, 'contador@kipu.pe', 'Contador2026');
    await e.page
      .getByText('Su cuenta está desactivada. Comuníquese con el administrador de la plataforma.')
      .waitFor({ timeout: 15_000 });

    await admin.getByRole('button', { name: 'Activar' }).click();
    await aceptar(admin, 'Activar');
    await admin.locator('.p-tag', { hasText: 'Activo' }).first().waitFor();
    // The log of the account shows both steps, by the administrator.
    const historial = admin.locator('table').last();
    await historial.getByText('Cuenta activada').waitFor();
    expect(await historial.textContent()).toContain('Cuenta desactivada');
    expect(await historial.textContent()).toContain('admin@kipu.pe');
    await iniciarSesion(e.page, e.producto.url, 'contador@kipu.pe', 'Contador2026');
    await e.page.waitForURL('**/modulos', { timeout: 30_000 });
  });

  it('an unconfirmed sign-up: filtered by state, its confirmation resent to the outbox, then confirmed by hand', async () => {
    const alta = await gql(
      e.producto.url,
      'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
      {
        i: {
          email: 'nuevo.cliente@correo.pe',
          nombres: 'Luis Torres',
          password: 'Nuevo2026',
          telefono: '987654321',
          contactar: false,
        },
      },
    );
    expect(alta.cuerpo.errors).toBeUndefined();
    await admin.goto(`${e.producto.url}/admin/users`);
    await elegir(admin, 'usuarios-estado', 'Sin confirmar');
    await admin.getByPlaceholder('1 registros...').waitFor({ timeout: 15_000 });
    expect(await emailsDeLaTabla(admin)).toEqual(['nuevo.cliente@correo.pe']);
    await admin.getByRole('button', { name: 'Ver nuevo.cliente@correo.pe' }).click();
    await admin.locator('.p-tag', { hasText: 'Sin confirmar' }).waitFor();
    const antes = (await correosPara(e.producto.url, 'nuevo.cliente@correo.pe')).length;
    await admin.getByRole('button', { name: 'Reenviar confirmación' }).click();
    await aceptar(admin, 'Enviar');
    await admin.getByText('Enlace de confirmación enviado').waitFor();
    const correos = await correosPara(e.producto.url, 'nuevo.cliente@correo.pe');
    expect(correos.length).toBe(antes + 1);
    expect(correos[0]?.text).toContain('/account/verify/');

    await admin.getByRole('button', { name: 'Confirmar correo' }).click();
    await aceptar(admin, 'Confirmar correo');
    await admin.locator('.p-tag', { hasText: 'Activo' }).first().waitFor();
    expect(await admin.getByRole('button', { name: 'Reenviar confirmación' }).count()).toBe(0);
    const otro = await abrirNavegador();
    try {
      const page = await otro.contexto.newPage();
      await iniciarSesion(page, e.producto.url, 'nuevo.cliente@correo.pe', 'Nuevo2026');
      await page.waitForURL('**/modulos', { timeout: 30_000 });
    } finally {
      await otro.cerrar();
    }
  });

  it('changes a platform role, and an accountant gets neither the screen nor the list', async () => {
    await elegir(admin, 'cuenta-rol', 'Soporte');
    await admin.getByRole('button', { name: 'Cambiar rol' }).click();
    await aceptar(admin, 'Cambiar rol');
    await admin.getByText('Rol cambiado').waitFor();
    await admin.locator('dd', { hasText: 'Soporte' }).waitFor();
    await admin.getByText('Rol de plataforma cambiado').waitFor();

    await e.page.getByRole('button', { name: /Seleccionar CON - Sistema Contable/ }).click();
    await e.page.waitForURL('**/home');
    await e.page.goto(`${e.producto.url}/admin/users`);
    await e.page
      .getByText('Acceso restringido: esta sección es solo para el administrador general.')
      .waitFor({ timeout: 15_000 });
    const r = await gql(e.producto.url, '{ users { total } }', {}, await tokenDe(e.page));
    expect(r.cuerpo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
