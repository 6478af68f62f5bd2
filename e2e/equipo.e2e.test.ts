import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declararRubroDemo } from './helpers/empresa.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { correosPara } from './helpers/producto.ts';
import { exigirGql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

let e: Escenario;
let token: string;
/** The colleague's page, in a browser of their own. */
let colega: Page;
const otros: Navegador[] = [];

/** Saves a picture of the page when E2E_CAPTURAS names a folder (to look at the screens by eye). */
async function captura(page: Page, nombre: string) {
  const carpeta = process.env.E2E_CAPTURAS;
  if (carpeta) await page.screenshot({ path: join(carpeta, `equipo-${nombre}.png`), fullPage: true });
}

/** A setup call as the owner. */
const exigir = <T>(query: string, variables: Record<string, unknown> = {}) =>
  exigirGql<T>(e.producto.url, query, variables, token);

/** A restaurant room with one table and one dish routed to a kitchen: enough for a waiter's order. */
async function sembrarMesa() {
  const { createZona } = await exigir<{ createZona: { id: string } }>(
    'mutation($i: PosZonaInput!) { createZona(input: $i) { id } }',
    { i: { codigo: 'SALON', descripcion: 'Salón', control_mesa: true } },
  );
  await exigir('mutation($i: PosMesaInput!) { createMesa(input: $i) { id } }', {
    i: { zona_id: createZona.id, codigo: '5', pos_x: 0, pos_y: 0 },
  });
  const { createCocina } = await exigir<{ createCocina: { id: string } }>(
    'mutation($i: PosCocinaInput!) { createCocina(input: $i) { id } }',
    { i: { codigo: 'FRI', nombre: 'Cocina fría' } },
  );
  const { createCategoria } = await exigir<{ createCategoria: { id: string } }>(
    'mutation($i: CategoriaInput!) { createCategoria(input: $i) { id } }',
    { i: { codigo: 'ENT', nombre: 'Entradas' } },
  );
  await exigir('mutation($i: ProductoInput!) { createProducto(input: $i) { id } }', {
    i: {
      codigo: 'CEV',
      descripcion: 'Ceviche clásico',
      categoria_id: createCategoria.id,
      precio_unitario: '35.00',
    },
  });
  await exigir('mutation($i: PosRutaCocinaInput!) { asignarRutaCocina(input: $i) { id } }', {
    i: { cocina_id: createCocina.id, categoria_id: createCategoria.id },
  });
}

/** Picks an option of the PrimeReact dropdown whose input has this id. */
async function elegir(page: Page, id: string, opcion: string) {
  await page.locator(`.p-dropdown:has(#${id})`).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** The owner invites from Usuarios y accesos; answers the link of the mail the invitee got. */
async function invitar(email: string, rol: string, local?: string): Promise<string> {
  const page = e.page;
  await page.goto(`${e.producto.url}/app/usuarios`);
  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Invitar a la empresa' });
  await dialogo.locator('#invitacion-email').fill(email);
  await elegir(page, 'concesion-rol', rol);
  if (local) await elegir(page, 'concesion-local', local);
  await captura(page, `invitar-${rol}`);
  await dialogo.getByRole('button', { name: 'Enviar invitación' }).click();
  await page.getByText(`Invitación enviada a ${email}`).waitFor({ timeout: 15_000 });
  const correos = await correosPara(e.producto.url, email);
  // The outbox lists the newest mail first.
  const enlace = correos[0]?.text.match(/https?:\/\/\S+\/invitacion\/\S+/)?.[0];
  if (!enlace) throw new Error(`No llegó la invitación a ${email}`);
  return enlace;
}

/** A second browser opens the invitation and signs up from it. */
async function registrarse(enlace: string, nombres: string, password: string): Promise<Page> {
  const navegador = await abrirNavegador();
  otros.push(navegador);
  const page = await navegador.contexto.newPage();
  await page.goto(enlace);
  await page.getByRole('heading', { name: 'Invitación a una empresa' }).waitFor({ timeout: 30_000 });
  await page.locator('#invitacion-nombres').fill(nombres);
  await page.locator('#invitacion-password input, input#invitacion-password').first().fill(password);
  await page.locator('#invitacion-confirm input, input#invitacion-confirm').first().fill(password);
  return page;
}

beforeAll(async () => {
  e = await contadorEn('facturacion');
  await declararRubroDemo(e.page, e.producto.url, 'restaurante');
  token = await tokenDe(e.page);
  await sembrarMesa();
}, 180_000);
afterAll(async () => {
  for (const n of otros) await n.cerrar();
  await e?.cerrar();
});

const cuerpo = (page: Page) => () => page.textContent('body');

describe('company members in a real browser', () => {
  it('the owner invites a colleague, who signs up from the mailed link and works in the company; the owner sees the member and the log', async () => {
    const page = e.page;
    // The screen is in the Datos generales menu of whoever manages members.
    await page.getByRole('link', { name: 'Usuarios y accesos' }).click();
    await page.waitForURL('**/app/usuarios');
    await page.getByRole('heading', { name: 'Usuarios y accesos' }).waitFor();
    await expect.poll(cuerpo(page), { timeout: 15_000 }).toContain('contador@kipu.pe');

    const enlace = await invitar('colega@estudio.pe', 'Practicante');
    await page.getByRole('tab', { name: /Invitaciones pendientes \(1\)/ }).click();
    await expect.poll(cuerpo(page), { timeout: 15_000 }).toContain('colega@estudio.pe');

    colega = await registrarse(enlace, 'Rosa Quispe', 'Colega2026');
    const invitacion = (await colega.textContent('body')) ?? '';
    expect(invitacion).toContain('COMERCIAL ANDINA DEMO S.A.C.');
    expect(invitacion).toContain('Practicante');
    await captura(colega, 'registro');
    // The repeat must match before anything is sent.
    await colega.locator('#invitacion-confirm input, input#invitacion-confirm').first().fill('Otra2026');
    await colega.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
    await colega.getByText('Las contraseñas no son iguales').waitFor();
    await colega.locator('#invitacion-confirm input, input#invitacion-confirm').first().fill('Colega2026');
    await colega.getByRole('button', { name: 'Crear cuenta y entrar' }).click();

    // Logged in as after a login: the modules, then the company's books.
    await colega.waitForURL('**/modulos', { timeout: 30_000 });
    await colega.getByRole('button', { name: /Seleccionar CON - Sistema Contable/ }).click();
    await colega.waitForURL('**/home');
    await colega.goto(`${e.producto.url}/app/clientes`);
    await expect.poll(cuerpo(colega), { timeout: 15_000 }).toContain('CLIENTES VARIOS');
    expect(await colega.textContent('body')).toContain('COMERCIAL ANDINA DEMO');
    await captura(colega, 'colega-trabajando');
    // A trainee does not manage members: no menu entry, and the screen says so.
    expect(await colega.getByRole('link', { name: 'Usuarios y accesos' }).count()).toBe(0);
    await colega.goto(`${e.producto.url}/app/usuarios`);
    await colega
      .getByText('Acceso restringido: no tiene permiso para esta sección.')
      .waitFor({ timeout: 15_000 });

    // The link served once.
    await colega.goto(enlace);
    await colega.getByText(/ya fue usada|no es válida/).waitFor({ timeout: 15_000 });

    await page.reload();
    const fila = page.getByRole('row', { name: /colega@estudio\.pe/ });
    await fila.waitFor({ timeout: 15_000 });
    expect(await fila.textContent()).toContain('Rosa Quispe');
    expect(await fila.textContent()).toContain('Practicante');
    expect(await fila.textContent()).toContain('Activo');
    await captura(page, 'miembros');
    await page.getByRole('tab', { name: 'Historial de accesos' }).click();
    const aceptada = page.getByRole('row', { name: /Invitación aceptada/ });
    await aceptada.waitFor({ timeout: 15_000 });
    expect(await aceptada.textContent()).toContain('colega@estudio.pe');
    const enviada = page.getByRole('row', { name: /Invitación enviada/ });
    expect(await enviada.textContent()).toContain('contador@kipu.pe');
    expect(await enviada.textContent()).toContain('Rol: Practicante');
    await captura(page, 'historial');
  });

  it('the owner suspends the colleague, whose session ends at once, and re-activates them, who logs in again', async () => {
    const page = e.page;
    await page.goto(`${e.producto.url}/app/usuarios`);
    await page.getByRole('button', { name: 'Suspender a Rosa Quispe' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Suspender' }).click();
    await page.getByText('Acceso de Rosa Quispe suspendido').waitFor({ timeout: 15_000 });
    const fila = page.getByRole('row', { name: /colega@estudio\.pe/ });
    await expect.poll(() => fila.textContent(), { timeout: 15_000 }).toContain('Suspendido');
    // The colleague's next request finds the session ended and the app goes back to the login.
    await colega.goto(`${e.producto.url}/app/clientes`);
    await colega.waitForURL('**/login', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Reactivar a Rosa Quispe' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Reactivar' }).click();
    await expect.poll(() => fila.textContent(), { timeout: 15_000 }).toContain('Activo');
    await iniciarSesion(colega, e.producto.url, 'colega@estudio.pe', 'Colega2026');
    await colega.waitForURL('**/modulos', { timeout: 30_000 });
  });

  it('the owner removes the colleague and invites them again: with their account they log in from the link and accept', async () => {
    const page = e.page;
    await page.goto(`${e.producto.url}/app/usuarios`);
    await page.getByRole('button', { name: 'Quitar a Rosa Quispe' }).click();
    await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Quitar' }).click();
    await page.getByText('Rosa Quispe ya no trabaja en la empresa').waitFor({ timeout: 15_000 });
    await expect.poll(cuerpo(page), { timeout: 15_000 }).not.toContain('colega@estudio.pe');

    const enlace = await invitar('colega@estudio.pe', 'Practicante');
    await colega.goto(enlace);
    await colega.getByText('Ya tiene una cuenta con colega@estudio.pe').waitFor({ timeout: 30_000 });
    // The removal ended their session: they log in, and the login comes back to the link.
    await colega.getByRole('button', { name: 'Iniciar sesión' }).click();
    await colega.waitForURL(/\/login\?volver=/);
    await colega.waitForLoadState('networkidle');
    await colega.locator('#email').fill('colega@estudio.pe');
    await colega.locator('#password input, input#password').first().fill('Colega2026');
    await colega.getByRole('button', { name: 'Ingresar' }).click();
    await colega.waitForURL('**/invitacion/**', { timeout: 30_000 });
    await colega.getByText('Inició sesión como').waitFor({ timeout: 15_000 });
    await captura(colega, 'aceptar');
    await colega.getByRole('button', { name: 'Aceptar' }).click();
    await colega.waitForURL('**/modulos', { timeout: 30_000 });
    await colega.getByText('Ya trabaja en COMERCIAL ANDINA DEMO S.A.C.').waitFor({ timeout: 15_000 });

    await page.reload();
    await page.getByRole('row', { name: /colega@estudio\.pe/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('tab', { name: 'Historial de accesos' }).click();
    await page.getByRole('row', { name: /Acceso retirado/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('row', { name: /Invitación aceptada/ }).count()).toBe(2);
  });

  it('the owner invites a waiter for the PRINCIPAL local, who signs up and takes an order on the map', async () => {
    const enlace = await invitar('mozo.nuevo@restaurante.pe', 'Mozo', 'PRINCIPAL');
    const mozo = await registrarse(enlace, 'Luis Mamani', 'Mozo2026x');
    await mozo.setViewportSize({ width: 390, height: 844 });
    await mozo.getByRole('button', { name: 'Crear cuenta y entrar' }).click();
    // A waiter goes straight to order taking, in the company and local of the invitation.
    await mozo.waitForURL('**/mcc/pedido/create', { timeout: 30_000 });
    const mesa = mozo.locator('.pos-mesa[data-mesa="5"]');
    await mesa.waitFor({ timeout: 30_000 });
    await mesa.click();
    await mozo.getByRole('heading', { name: 'Mesa 5' }).waitFor();
    await mozo.getByRole('button', { name: 'Agregar Ceviche clásico' }).click();
    await mozo.getByText('Por agregar · S/ 35.00').waitFor();
    await mozo.getByRole('button', { name: 'Enviar a cocina' }).click();
    await mozo.getByText('Pedido enviado a cocina (1 comandas)').waitFor({ timeout: 15_000 });
    await captura(mozo, 'mozo-pedido');

    // The order is the waiter's, in the owner's company.
    const page = e.page;
    await page.goto(`${e.producto.url}/mcc/pedido/create`);
    const ocupada = page.locator('.pos-mesa[data-mesa="5"]');
    await expect
      .poll(async () => (await ocupada.getAttribute('class')) ?? '', { timeout: 30_000 })
      .toContain('pos-mesa--ocupada');
    await page.goto(`${e.producto.url}/app/usuarios`);
    const fila = page.getByRole('row', { name: /mozo\.nuevo@restaurante\.pe/ });
    await fila.waitFor({ timeout: 15_000 });
    expect(await fila.textContent()).toContain('Mozo');
    expect(await fila.textContent()).toContain('PRINCIPAL');

    // A demo period for the waiter: out of range first, then 7 days.
    await page.getByRole('button', { name: 'Editar acceso de Luis Mamani' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Editar acceso de Luis Mamani' });
    await dialogo.locator('#concesion-demo').fill('95');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await dialogo.getByText('Los días de demostración van de 1 a 90').waitFor();
    await dialogo.locator('#concesion-demo').fill('7');
    await captura(page, 'editar');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Acceso de Luis Mamani actualizado').waitFor({ timeout: 15_000 });
    await expect.poll(() => fila.textContent(), { timeout: 15_000 }).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await page.getByRole('tab', { name: 'Historial de accesos' }).click();
    const cambio = page.getByRole('row', { name: /Acceso modificado/ });
    await cambio.waitFor({ timeout: 15_000 });
    expect(await cambio.textContent()).toContain('Demo: 7 días');
  });
});
