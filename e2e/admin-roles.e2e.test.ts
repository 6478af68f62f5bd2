import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { correosPara } from './helpers/producto.ts';
import { exigirGql, gql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

const PRACTICANTE = '470e28ec';
const ADMINISTRADOR = 'ea7e35be';
/** What the test changes on the trainee's role: it holds Empresas and lacks Usuarios y accesos. */
const EMPRESAS = 'GEN001001';
const USUARIOS_Y_ACCESOS = 'GEN002001';

let e: Escenario;
let empresaId: string;
/** The administrator's and the trainee's pages, each in a browser of its own. */
let admin: Page;
let practicante: Page;
const otros: Navegador[] = [];

/** Saves a picture of the page when E2E_CAPTURAS names a folder (to look at the screens by eye). */
async function captura(page: Page, nombre: string) {
  const carpeta = process.env.E2E_CAPTURAS;
  if (carpeta) await page.screenshot({ path: join(carpeta, `admin-roles-${nombre}.png`), fullPage: true });
}

async function nuevaPagina(): Promise<Page> {
  const navegador = await abrirNavegador();
  otros.push(navegador);
  return navegador.contexto.newPage();
}

/** Logs in and, when the product asks for a module, enters the accounting one. */
async function entrar(page: Page, email: string, password: string) {
  await iniciarSesion(page, e.producto.url, email, password);
  await page.waitForURL(/\/(modulos|home)/, { timeout: 30_000 });
  if (page.url().endsWith('/modulos')) {
    await page.getByRole('button', { name: /Seleccionar CON - Sistema Contable/ }).click();
    await page.waitForURL('**/home');
  }
}

type Rol = { id: string; permisos: string[] };
const MATRIZ = 'query { matrizPermisos { roles { id permisos } } }';

/** What the trainee's token may do: the company's members (Usuarios y accesos), its SUNAT data (Empresas). */
async function puedeElPracticante(token: string) {
  const miembros = await gql(e.producto.url, 'query { miembrosEmpresa { email } }', {}, token);
  const credenciales = await gql(
    e.producto.url,
    'query($id: String!) { credencialesSunat(empresa_id: $id) { tiene_certificado } }',
    { id: empresaId },
    token,
  );
  const codigo = (r: typeof miembros) => r.cuerpo.errors?.[0]?.extensions?.code ?? 'OK';
  return { usuarios: codigo(miembros), empresas: codigo(credenciales) };
}

const casilla = (page: Page, permisoId: string) => page.locator(`#permiso-${permisoId}`);

/** Opens a role of the list and waits for its permissions. */
async function abrirRol(page: Page, nombre: string) {
  await page.getByRole('option', { name: nombre, exact: true }).click();
  await page.getByRole('heading', { name: nombre, exact: true }).waitFor({ timeout: 15_000 });
}

beforeAll(async () => {
  e = await contadorEn('contabilidad');
  const token = await tokenDe(e.page);
  empresaId = await e.page.evaluate(() => JSON.parse(localStorage.getItem('Company') ?? '{}').id as string);
  // A trainee in the demo company: invited by the accountant, signed up from the mailed link.
  await exigirGql(
    e.producto.url,
    'mutation($i: InvitacionInput!) { invitarMiembro(input: $i) { id } }',
    { i: { email: 'practicante@estudio.pe', rol_id: PRACTICANTE } },
    token,
  );
  const [correo] = await correosPara(e.producto.url, 'practicante@estudio.pe');
  const invitacion = correo?.text.match(/\/invitacion\/(\S+)/)?.[1];
  if (!invitacion) throw new Error('No llegó la invitación del practicante');
  const { registrarConInvitacion } = await exigirGql<{ registrarConInvitacion: { authentication: string } }>(
    e.producto.url,
    'mutation($t: String!, $n: String!, $p: String!) { registrarConInvitacion(token: $t, nombres: $n, password: $p) { authentication } }',
    { t: invitacion, n: 'Rosa Quispe', p: 'Practica2026' },
    '',
  );
  // As seeded, the trainee keeps the company's data but not its people.
  expect(await puedeElPracticante(registrarConInvitacion.authentication)).toEqual({
    usuarios: 'FORBIDDEN',
    empresas: 'OK',
  });
}, 180_000);
afterAll(async () => {
  for (const n of otros) await n.cerrar();
  await e?.cerrar();
});

const cuerpo = (page: Page) => () => page.textContent('body');

describe('the role × permission matrix in a real browser', () => {
  it('is not for an accountant: the screen says so and the API refuses the matrix', async () => {
    const page = e.page;
    await page.goto(`${e.producto.url}/admin/roles`);
    await page
      .getByText('Acceso restringido: esta sección es solo para el administrador general.')
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('#permiso-GEN001001').count()).toBe(0);
    const token = await tokenDe(page);
    const leida = await gql(e.producto.url, MATRIZ, {}, token);
    expect(leida.cuerpo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const guardada = await gql(
      e.producto.url,
      'mutation($r: String!, $p: [String!]!) { guardarPermisosRol(rol_id: $r, permisos: $p) { id } }',
      { r: PRACTICANTE, p: [] },
      token,
    );
    expect(guardada.cuerpo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("shows the administrator's own role read-only, and the API refuses to change it", async () => {
    admin = await nuevaPagina();
    await entrar(admin, 'admin@kipu.pe', 'Admin2026');
    // The screen is in the ADMINISTRADOR block of the sidebar.
    await admin.getByRole('link', { name: 'Roles y permisos' }).click();
    await admin.waitForURL('**/admin/roles');
    await admin.getByRole('heading', { name: 'Roles y permisos' }).waitFor();
    await abrirRol(admin, 'Administrador general');
    await admin
      .getByText(
        'El rol Administrador general conserva siempre todos los permisos: su matriz es solo de lectura.',
      )
      .waitFor();
    expect(await casilla(admin, EMPRESAS).isChecked()).toBe(true);
    expect(await casilla(admin, EMPRESAS).isDisabled()).toBe(true);
    expect(await admin.getByRole('button', { name: 'Guardar' }).count()).toBe(0);
    await captura(admin, 'administrador');

    const r = await gql(
      e.producto.url,
      'mutation($r: String!, $p: [String!]!) { guardarPermisosRol(rol_id: $r, permisos: $p) { id } }',
      { r: ADMINISTRADOR, p: [] },
      await tokenDe(admin),
    );
    expect(r.cuerpo.errors?.[0]).toMatchObject({
      message: 'El rol Administrador general conserva todos los permisos',
    });
  });

  it("changes the trainee's role: a parent toggles its children, changes can be dropped, and saved ones stay", async () => {
    await abrirRol(admin, 'Practicante');
    expect(await admin.getByText('Como el contador, durante un periodo de prueba').count()).toBeGreaterThan(
      0,
    );
    // The module names head their blocks.
    await admin.getByRole('heading', { name: 'Sistema Contable' }).waitFor();
    expect(await casilla(admin, EMPRESAS).isChecked()).toBe(true);
    expect(await casilla(admin, USUARIOS_Y_ACCESOS).isChecked()).toBe(false);
    const guardar = admin.getByRole('button', { name: 'Guardar' });
    expect(await guardar.isDisabled()).toBe(true);

    // The Equipo group's checkbox chooses its only child; "Descartar cambios" takes it back.
    await casilla(admin, 'GEN002').click();
    expect(await casilla(admin, USUARIOS_Y_ACCESOS).isChecked()).toBe(true);
    await admin.getByText('Cambios sin guardar (+1 / −0)').waitFor();
    await admin.getByRole('button', { name: 'Descartar cambios' }).click();
    expect(await casilla(admin, USUARIOS_Y_ACCESOS).isChecked()).toBe(false);
    expect(await admin.getByText(/Cambios sin guardar/).count()).toBe(0);
    expect(await guardar.isDisabled()).toBe(true);

    // Datos generales: all eight, then none, then all again from its header.
    const datos = admin.locator('[data-grupo="GEN001"]');
    expect(await datos.textContent()).toContain('8 de 8');
    await casilla(admin, 'GEN001').click();
    expect(await datos.textContent()).toContain('0 de 8');
    expect(await casilla(admin, EMPRESAS).isChecked()).toBe(false);
    await casilla(admin, 'GEN001').click();
    expect(await datos.textContent()).toContain('8 de 8');
    expect(await admin.getByText(/Cambios sin guardar/).count()).toBe(0);

    // The change saved: Empresas taken away, Usuarios y accesos given.
    await casilla(admin, EMPRESAS).click();
    await casilla(admin, USUARIOS_Y_ACCESOS).click();
    expect(await casilla(admin, 'GEN001').isChecked()).toBe(false);
    expect(await datos.textContent()).toContain('7 de 8');
    await admin.getByText('Cambios sin guardar (+1 / −1)').waitFor();
    await captura(admin, 'practicante-cambiado');
    await guardar.click();
    await admin.getByText('Permisos del rol Practicante guardados').waitFor({ timeout: 15_000 });
    await expect.poll(() => admin.getByText(/Cambios sin guardar/).count()).toBe(0);

    await admin.reload();
    await abrirRol(admin, 'Practicante');
    expect(await casilla(admin, EMPRESAS).isChecked()).toBe(false);
    expect(await casilla(admin, USUARIOS_Y_ACCESOS).isChecked()).toBe(true);
    expect(await admin.locator('[data-grupo="GEN001"]').textContent()).toContain('7 de 8');

    // Stored as the seed does: each parent with its children, Datos generales kept for the other seven.
    const { matrizPermisos } = await exigirGql<{ matrizPermisos: { roles: Rol[] } }>(
      e.producto.url,
      MATRIZ,
      {},
      await tokenDe(admin),
    );
    const permisos = matrizPermisos.roles.find((r) => r.id === PRACTICANTE)?.permisos ?? [];
    expect(permisos).toEqual(expect.arrayContaining(['GEN001', 'GEN001002', 'GEN002', USUARIOS_Y_ACCESOS]));
    expect(permisos).not.toContain(EMPRESAS);
  });

  it('the trainee works with the new permissions: menu and API', async () => {
    practicante = await nuevaPagina();
    await entrar(practicante, 'practicante@estudio.pe', 'Practica2026');
    await practicante
      .getByRole('link', { name: 'Usuarios y accesos', exact: true })
      .waitFor({ timeout: 15_000 });
    expect(await practicante.getByRole('link', { name: 'Clientes', exact: true }).count()).toBe(1);
    expect(await practicante.getByRole('link', { name: 'Empresas', exact: true }).count()).toBe(0);
    await captura(practicante, 'menu');
    // The server checks the stored matrix, not the menu.
    expect(await puedeElPracticante(await tokenDe(practicante))).toEqual({
      usuarios: 'OK',
      empresas: 'FORBIDDEN',
    });
    await practicante.getByRole('link', { name: 'Usuarios y accesos', exact: true }).click();
    await expect.poll(cuerpo(practicante), { timeout: 15_000 }).toContain('contador@kipu.pe');
  });
});
