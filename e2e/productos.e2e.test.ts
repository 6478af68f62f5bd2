import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import type { Producto } from './helpers/producto.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let escenario: Escenario;
let producto: Producto;
let page: Page;

beforeAll(async () => {
  escenario = await contadorEn('facturacion');
  ({ producto, page } = escenario);
});
afterAll(() => escenario?.cerrar());

describe('products in a real browser', () => {
  it('creates a category and a product whose price follows its value with IGV', async () => {
    await page.goto(`${producto.url}/fac/categorias`);
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    await page.locator('#categoria-codigo').fill('BEB');
    await page.locator('#categoria-nombre').fill('Bebidas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Categoría registrada').waitFor();

    await page.goto(`${producto.url}/fac/productos`);
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await page.locator('#producto-codigo').fill('P001');
    await page.locator('#producto-codigo-barras').fill('7750182006024');
    await page.locator('#producto-descripcion').fill('Gaseosa 500 ml');
    await page.locator('.p-dropdown:has(#producto-categoria)').click();
    await page.locator('.p-dropdown-item', { hasText: 'BEB - BEBIDAS' }).click();
    await page.getByRole('tab', { name: 'Precios' }).click();
    await page.locator('#producto-valor-unitario').fill('100');
    // The price is computed in the form with the IGV rate the server applies (18%).
    await expect.poll(() => page.locator('#producto-precio-unitario').inputValue()).toMatch(/^118(\.0+)?$/);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Producto P001 registrado').waitFor();

    // The barcode look-up opens the one product it matches.
    await page.locator('#producto-buscar-codigo').fill('7750182006024');
    await page.locator('#producto-buscar-codigo').press('Enter');
    await page.getByText('Editar producto P001').waitFor();

    const r = await gql<{
      productoByCodigo: { descripcion: string; valor_unitario: string; precio_unitario: string };
    }>(
      producto.url,
      'query($c: String!) { productoByCodigo(codigo: $c) { descripcion valor_unitario precio_unitario } }',
      { c: 'P001' },
      await tokenDe(page),
    );
    const guardado = r.cuerpo.data?.productoByCodigo;
    expect(guardado?.descripcion.toUpperCase()).toBe('GASEOSA 500 ML');
    expect(Number(guardado?.valor_unitario)).toBe(100);
    expect(Number(guardado?.precio_unitario)).toBe(118);
  });
});
