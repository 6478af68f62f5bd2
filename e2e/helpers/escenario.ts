import type { Page } from 'playwright-core';
import { abrirNavegador, type Navegador } from './navegador.ts';
import { iniciarProducto, type Producto } from './producto.ts';
import { iniciarSesion } from './sesion.ts';

/** A fresh product, a browser and the demo accountant's page inside a module. */
export type Escenario = { producto: Producto; navegador: Navegador; page: Page; cerrar(): Promise<void> };

/**
 * Starts the product, logs the demo accountant in and enters a module: accounting, payroll and applications go
 * straight to /home; invoicing first chooses the demo company, its PRINCIPAL local and the period.
 */
const BOTON_MODULO = {
  contabilidad: /Seleccionar CON - Sistema Contable/,
  aplicativos: /Seleccionar APP - Aplicativos/,
  planillas: /Seleccionar PLA - Planillas/,
} as const;

/**
 * On /modulos: invoicing with a company, one of its locals and the period. The session keeps the
 * company as it is at that moment (its rubro, for instance).
 */
export async function elegirEmpresa(page: Page, razonSocial: string, local: string): Promise<void> {
  await page.getByRole('button', { name: /Seleccionar FAC - Facturación Electrónica/ }).click();
  await page.getByRole('button', { name: `Seleccionar ${razonSocial}` }).click();
  const modal = page.locator('.periodo-modal');
  await modal.getByText('Seleccionar Periodo').waitFor();
  await modal.locator('.p-dropdown').first().click();
  await page.locator('.p-dropdown-item', { hasText: local }).click();
  await modal.getByRole('button', { name: 'Seleccionar', exact: true }).click();
  await page.waitForURL('**/home');
}

/** On /modulos: invoicing with the demo company, its PRINCIPAL local and the period. */
export const elegirEmpresaDemo = (page: Page) =>
  elegirEmpresa(page, 'COMERCIAL ANDINA DEMO S.A.C.', 'PRINCIPAL');

export async function contadorEn(
  modulo: 'contabilidad' | 'aplicativos' | 'planillas' | 'facturacion',
): Promise<Escenario> {
  // Chromium starts on the other core while the product loads.
  const [p, n] = await Promise.allSettled([iniciarProducto(), abrirNavegador()]);
  if (p.status === 'rejected' || n.status === 'rejected') {
    if (p.status === 'fulfilled') await p.value.detener();
    if (n.status === 'fulfilled') await n.value.cerrar();
    throw p.status === 'rejected' ? p.reason : (n as PromiseRejectedResult).reason;
  }
  const producto = p.value;
  const navegador = n.value;
  const page = await navegador.contexto.newPage();
  await iniciarSesion(page, producto.url, 'contador@kipu.pe', 'Contador2026');
  // The first login of a product just started shares two cores with the other suites: give it time.
  await page.waitForURL('**/modulos', { timeout: 90_000 });
  if (modulo !== 'facturacion') {
    await page.getByRole('button', { name: BOTON_MODULO[modulo] }).click();
    await page.waitForURL('**/home');
  } else {
    await elegirEmpresaDemo(page);
  }
  return {
    producto,
    navegador,
    page,
    async cerrar() {
      await navegador.cerrar();
      await producto.detener();
    },
  };
}
