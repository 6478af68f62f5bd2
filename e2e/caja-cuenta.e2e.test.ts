import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declararRubroDemo } from './helpers/empresa.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let e: Escenario;

beforeAll(async () => {
  e = await contadorEn('facturacion');
  await declararRubroDemo(e.page, e.producto.url, 'restaurante');
  const r = await gql(
    e.producto.url,
    'mutation($i: PosZonaInput!) { createZona(input: $i) { id } }',
    { i: { codigo: 'BAR', descripcion: 'Barra' } },
    await tokenDe(e.page),
  );
  if (r.cuerpo.errors) throw new Error(JSON.stringify(r.cuerpo.errors));
}, 180_000);
afterAll(async () => {
  await e?.cerrar();
});

describe('a cash box and its account in a real browser', () => {
  it('the box form requires the account and offers the company’s 101 Caja from its chart', async () => {
    const page = e.page;
    await page.goto(`${e.producto.url}/pos/cajas`);
    await page.getByRole('button', { name: 'Nueva caja' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Nueva caja' });
    await dialogo.getByLabel('Código').fill('CB');
    await dialogo.getByLabel('Descripción').fill('Caja barra');
    await dialogo.locator('.p-dropdown:has(#caja-zona)').click();
    await page.getByRole('option', { name: 'BAR - Barra', exact: true }).click();

    // Without the account the box is not saved: the charges would have nowhere to be collected.
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await dialogo.getByText('Seleccione la cuenta de la caja').waitFor();

    await dialogo.locator('.p-dropdown:has(#caja-cuenta)').click();
    const opciones = await page.getByRole('option').allTextContents();
    expect(opciones.some((o) => o.startsWith('101 - '))).toBe(true);
    await page
      .getByRole('option', { name: /^101 - / })
      .first()
      .click();
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Caja registrada').waitFor({ timeout: 15_000 });
    const fila = page.getByRole('row').filter({ hasText: 'Caja barra' });
    await expect.poll(() => fila.textContent(), { timeout: 15_000 }).toMatch(/101 - /);
  }, 240_000);
});
