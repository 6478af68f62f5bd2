import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elegirEmpresaDemo } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { iniciarProducto, type Producto } from './helpers/producto.ts';
import { iniciarSesion } from './helpers/sesion.ts';

/**
 * Every module's home at a laptop's 1366×768 and a phone's 390×844: nothing wider than the window (no
 * horizontal scroll of the page). The screenshots stay in test-results/ for a person to look at.
 */

const VISTAS = [
  { nombre: 'laptop', width: 1366, height: 768 },
  { nombre: 'telefono', width: 390, height: 844 },
] as const;

const MODULOS = [
  { id: 'contabilidad', boton: /Seleccionar CON - Sistema Contable/ },
  { id: 'planillas', boton: /Seleccionar PLA - Planillas/ },
  { id: 'aplicativos', boton: /Seleccionar APP - Aplicativos/ },
  { id: 'facturacion', boton: null },
] as const;

const CAPTURAS = join(process.cwd(), 'test-results', 'homes');

let producto: Producto;
let navegador: Navegador;
let page: Page;

beforeAll(async () => {
  mkdirSync(CAPTURAS, { recursive: true });
  producto = await iniciarProducto();
  navegador = await abrirNavegador();
  page = await navegador.contexto.newPage();
  await iniciarSesion(page, producto.url, 'contador@kipu.pe', 'Contador2026');
  await page.waitForURL('**/modulos', { timeout: 90_000 });
});
afterAll(async () => {
  await navegador?.cerrar();
  await producto?.detener();
});

async function entrar(modulo: (typeof MODULOS)[number]) {
  await page.goto(`${producto.url}/modulos`);
  if (modulo.boton) {
    await page.getByRole('button', { name: modulo.boton }).click();
    await page.waitForURL('**/home');
  } else {
    await elegirEmpresaDemo(page);
  }
  await page.getByRole('heading', { name: 'Inicio', exact: true }).waitFor();
  // The cards have asked for their data and painted (charts draw into canvas after it).
  await page.waitForLoadState('networkidle');
}

/**
 * How many pixels the page is wider than its window (0 when nothing overflows), and the outermost
 * elements that stick out, named by tag and class, so a failure says where to look.
 */
const desborde = () =>
  page.evaluate(() => {
    const ancho = document.documentElement.clientWidth;
    // An element scrolled or clipped inside a narrower ancestor (a wide table in its card) is not outside.
    const recortado = (e: HTMLElement) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= ancho + 1)
          return true;
      }
      return false;
    };
    const fuera = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (e) => e.getBoundingClientRect().right > ancho + 1 && !recortado(e),
    );
    const nombres = fuera
      .filter(
        (e) =>
          !fuera.some(
            (otro) =>
              otro !== e &&
              otro.contains(e) &&
              otro.getBoundingClientRect().right >= e.getBoundingClientRect().right,
          ),
      )
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
    return { px: document.documentElement.scrollWidth - ancho, elementos: nombres };
  });

describe('every module’s home fits the window', () => {
  for (const vista of VISTAS) {
    for (const modulo of MODULOS) {
      it(`${modulo.id} at ${vista.width}×${vista.height}`, async () => {
        await page.setViewportSize({ width: vista.width, height: vista.height });
        await entrar(modulo);
        await page.screenshot({ path: join(CAPTURAS, `${modulo.id}-${vista.nombre}.png`), fullPage: true });
        const { px, elementos } = await desborde();
        expect({ px, elementos: px > 0 ? elementos : [] }).toEqual({ px: 0, elementos: [] });
      });
    }
  }
});
