import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elegirEmpresaDemo } from './helpers/escenario.ts';
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

const textoDe = (page: import('playwright-core').Page) => page.textContent('body');

describe('workspace in a real browser', () => {
  it('an accountant chooses accounting and sees the tax calendar, without the admin menu', async () => {
    const page = await navegador.contexto.newPage();
    await iniciarSesion(page, producto.url, 'contador@kipu.pe', 'Contador2026');
    await page.waitForURL('**/modulos');
    await page.getByRole('button', { name: /Seleccionar CON - Sistema Contable/ }).click();
    await page.waitForURL('**/home');
    // 2026's schedule is SUNAT's table (anexo I of R.S. 000281-2022); 2025's is still unchecked.
    const anioLima = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date()).slice(0, 4),
    );
    await expect
      .poll(() => textoDe(page), { timeout: 15_000 })
      .toContain(
        anioLima === 2026
          ? 'Fuente: Anexo I de la R.S. N.° 000281-2022/SUNAT'
          : anioLima === 2025
            ? 'Cronograma no verificado con la resolución de SUNAT'
            : `El cronograma de ${anioLima} no está cargado`,
      );
    // The calendar's columns are SUNAT's groups (0, 1, 2-3 … and buenos contribuyentes); the current
    // period is highlighted.
    await expect.poll(() => page.locator('table.cronograma tr.cronograma__row--actual').count()).toBe(1);
    const menu = (await page.getByRole('navigation', { name: 'Menú principal' }).textContent()) ?? '';
    expect(menu).toContain('Inicio');
    expect(menu).not.toContain('Bandeja de correos');
    // The API refuses the admin-only query to this user, whatever the menu shows.
    const r = await gql(producto.url, '{ correos { para } }', {}, await tokenDe(page));
    expect(r.status).toBe(403);
    expect(r.cuerpo.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The purchases and sales chart reads the registers: empty at first, then the purchase noted.
    const grafico = page.locator('.compras-ventas-card');
    const anio = new Date().getFullYear();
    await expect
      .poll(() => grafico.textContent(), { timeout: 15_000 })
      .toContain(`Sin compras ni ventas registradas en ${anio}`);
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());
    const compra = await gql(
      producto.url,
      'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { cuo } }',
      {
        i: {
          proveedor: { tipo_documento: '6', numero: '20100070970', nombre: 'Supermercados Peruanos S.A.' },
          tipo_comprobante: '01',
          serie: 'F777',
          numero: '1',
          fecha_emision: hoy,
          lineas: [{ cuenta: '6011', base: '1000', destino_igv: 'gravada' }],
          total: '1180.00',
        },
      },
      await tokenDe(page),
    );
    expect(compra.cuerpo.errors).toBeUndefined();
    await page.reload();
    await grafico.locator('canvas').waitFor({ timeout: 15_000 });
    expect(await grafico.textContent()).toContain(`Compras y ventas ${anio}`);
    await page.close();
  });

  it('invoicing: company, local and period are chosen, the header shows them, and the period changes from the header', async () => {
    const page = await navegador.contexto.newPage();
    await iniciarSesion(page, producto.url, 'admin@kipu.pe', 'Admin2026');
    await page.waitForURL('**/modulos');
    await elegirEmpresaDemo(page);
    const modal = page.locator('.periodo-modal');
    const linea = page.locator('.company-line');
    await expect.poll(() => linea.textContent(), { timeout: 15_000 }).toContain('RUC 20601234565');
    expect(await linea.textContent()).toContain('PRINCIPAL');
    const antes = (await page.locator('.company-line__periodo').textContent())?.trim() ?? '';

    await page.locator('.company-line__periodo').click();
    await modal.locator('.p-datepicker-trigger').click();
    // Pick January: a month that differs from the current one except in January itself.
    const mes = new Date().getMonth() === 0 ? 1 : 0;
    await page.locator('.p-monthpicker-month').nth(mes).click();
    // Saving a new period reloads the page: wait for that load before reading the page again.
    await Promise.all([
      page.waitForEvent('load'),
      modal.getByRole('button', { name: 'Seleccionar', exact: true }).click(),
    ]);
    const esperado = `${mes === 0 ? 'Enero' : 'Febrero'} ${new Date().getFullYear()}`;
    await expect
      .poll(() => page.locator('.company-line__periodo').textContent(), { timeout: 15_000 })
      .toContain(esperado);
    expect(antes).not.toContain(esperado);
    const me = await gql<{ me: { periodo: string } }>(
      producto.url,
      '{ me { periodo } }',
      {},
      await tokenDe(page),
    );
    expect(me.cuerpo.data?.me.periodo).toBe(`${new Date().getFullYear()}-0${mes + 1}`);
    await page.close();
  });

  it('a waiter is sent to order taking', async () => {
    const page = await navegador.contexto.newPage();
    await iniciarSesion(page, producto.url, 'mozo@kipu.pe', 'Mozo2026');
    await page.waitForURL('**/mcc/pedido/create', { timeout: 15_000 });
    await page.close();
  });

  it('a notification arrives live in another browser session', async () => {
    const otro = await abrirNavegador();
    try {
      const contador = await otro.contexto.newPage();
      await iniciarSesion(contador, producto.url, 'contador@kipu.pe', 'Contador2026');
      await contador.waitForURL('**/modulos');
      await contador.getByRole('button', { name: /Seleccionar PLA - Planillas/ }).click();
      await contador.waitForURL('**/home');
      const campana = contador.locator('[aria-label^="Notificaciones"]').first();
      await campana.waitFor();

      const admin = await navegador.contexto.newPage();
      await iniciarSesion(admin, producto.url, 'admin@kipu.pe', 'Admin2026');
      await admin.waitForURL(/\/(modulos|home)/);
      // Give the contador's subscription a moment to be in place after the page settled.
      await contador.waitForTimeout(1000);
      const r = await gql<{ enviarNotificacion: number }>(
        producto.url,
        'mutation($i: EnviarNotificacionInput!) { enviarNotificacion(input: $i) }',
        {
          i: {
            email: 'contador@kipu.pe',
            titulo: 'Cierre de mes',
            mensaje: 'Revise sus compras de noviembre',
            link: '/home',
          },
        },
        await tokenDe(admin),
      );
      expect(r.cuerpo.data?.enviarNotificacion).toBe(1);
      await expect.poll(() => textoDe(contador), { timeout: 10_000 }).toContain('Cierre de mes');
      await expect.poll(() => campana.getAttribute('aria-label')).toBe('Notificaciones: 1 sin leer');
      await admin.close();
    } finally {
      await otro.cerrar();
    }
  });
});
