import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elegirEmpresaDemo } from './helpers/escenario.ts';
import { escribirPeriodo, fechaEscrita, PERIODO_EN_ESPANOL, periodoEscrito } from './helpers/fechas.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarProducto, type Producto } from './helpers/producto.ts';
import { iniciarSesion } from './helpers/sesion.ts';

/**
 * Date and period fields speak es-PE whatever the browser's language: the browser here is set to
 * en-US, where a native date input would show mm/dd/yyyy and "November 2026".
 */

let producto: Producto;
let navegador: Navegador;
let page: Page;

const FECHA = /^\d{2}\/\d{2}\/\d{4}$/;
const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

beforeAll(async () => {
  producto = await iniciarProducto();
  navegador = await abrirNavegador('en-US');
  page = await navegador.contexto.newPage();
  await iniciarSesion(page, producto.url, 'contador@kipu.pe', 'Contador2026');
  await page.waitForURL('**/modulos', { timeout: 90_000 });
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

async function entrar(boton: RegExp | null): Promise<void> {
  await page.goto(`${producto.url}/modulos`);
  if (boton) {
    await page.getByRole('button', { name: boton }).click();
    await page.waitForURL('**/home');
  } else {
    await elegirEmpresaDemo(page);
  }
}

async function abrir(ruta: string, campo: string): Promise<Locator> {
  await page.goto(`${producto.url}${ruta}`);
  const input = page.locator(`#${campo}`);
  await input.waitFor();
  // None of the browser's own date or month inputs is left on the screen.
  expect(await page.locator('input[type="date"], input[type="month"]').count()).toBe(0);
  return input;
}

async function escribir(campo: Locator, texto: string): Promise<void> {
  await campo.fill(texto);
  await campo.press('Tab');
}

describe('dates and periods in Spanish in a browser set to English', () => {
  it('the daily summary date shows dd/mm/aaaa, takes a typed date and refuses an impossible one', async () => {
    await entrar(null);
    const campo = await abrir('/fac/resumenes', 'resumen-fecha');
    await expect.poll(() => campo.inputValue()).toBe(fechaEscrita(hoy));

    await escribir(campo, '5/1/2026');
    expect(await campo.inputValue()).toBe('05/01/2026');

    await escribir(campo, '31/02/2026');
    const aviso = page
      .getByRole('alert')
      .filter({ hasText: 'Fecha no válida («31/02/2026»): use dd/mm/aaaa' });
    await aviso.waitFor();
    // Nothing changed: the field shows the date it had, marked invalid and described by the message.
    expect(await campo.inputValue()).toBe('05/01/2026');
    expect(await campo.getAttribute('aria-invalid')).toBe('true');
    expect(await campo.getAttribute('aria-describedby')).toBe(await aviso.getAttribute('id'));

    // A required date emptied keeps its value and says so.
    await escribir(campo, '');
    await page.getByRole('alert').filter({ hasText: 'Ingrese la fecha: use dd/mm/aaaa' }).waitFor();
    expect(await campo.inputValue()).toBe('05/01/2026');

    // The calendar is in Spanish, starts on Monday, and a picked day replaces the message.
    await page.locator('.resumenes-generar .p-datepicker-trigger').click();
    const panel = page.locator('.p-datepicker');
    await panel.waitFor();
    expect(await panel.locator('.p-datepicker-month').textContent()).toBe('enero');
    expect((await panel.locator('thead th').allTextContents()).map((t) => t.trim())).toEqual([
      'L',
      'M',
      'X',
      'J',
      'V',
      'S',
      'D',
    ]);
    await panel.locator('td:not(.p-datepicker-other-month) span', { hasText: /^20$/ }).click();
    await expect.poll(() => campo.inputValue()).toBe('20/01/2026');
    expect(await page.getByRole('alert').filter({ hasText: 'Ingrese la fecha' }).count()).toBe(0);
  });

  it("the contingency invoicer's issue date shows today as dd/mm/aaaa", async () => {
    const campo = await abrir('/fac/contingencias', 'contingencia-fecha');
    expect(await campo.inputValue()).toMatch(FECHA);
    expect(await campo.inputValue()).toBe(fechaEscrita(hoy));
    await escribir(campo, '2026-13-01');
    await page.getByRole('alert').filter({ hasText: 'Fecha no válida («2026-13-01»)' }).waitFor();
    expect(await campo.inputValue()).toBe(fechaEscrita(hoy));
  });

  it("a report's period filter shows the month by its Spanish name and reads typed periods", async () => {
    await entrar(/Seleccionar CON - Sistema Contable/);
    const campo = await abrir('/repo/mayor', 'mayor-desde');
    expect(await campo.inputValue()).toMatch(PERIODO_EN_ESPANOL);

    await escribirPeriodo(campo, '2025-11');
    expect(await campo.inputValue()).toBe('noviembre 2025');
    await escribir(campo, 'set 2025');
    expect(await campo.inputValue()).toBe('septiembre 2025');

    await escribir(campo, '13/2025');
    await page.getByRole('alert').filter({ hasText: 'Periodo no válido («13/2025»)' }).waitFor();
    expect(await campo.inputValue()).toBe('septiembre 2025');

    // The month picker names the months in Spanish.
    await page.locator('.p-calendar:has(#mayor-desde) .p-datepicker-trigger').click();
    const panel = page.locator('.p-datepicker');
    await panel.locator('.p-monthpicker-month', { hasText: 'mar' }).click();
    await expect.poll(() => campo.inputValue()).toBe('marzo 2025');
  });

  it('the payroll period shows the current month in Spanish', async () => {
    await entrar(/Seleccionar PLA - Planillas/);
    const campo = await abrir('/pla/planilla', 'planilla');
    expect(await campo.inputValue()).toBe(periodoEscrito(hoy.slice(0, 7)));
  });
});
