import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declararRubroDemo } from './helpers/empresa.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let e: Escenario;
let token: string;

const api = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
  const r = await gql<T>(e.producto.url, query, variables, token);
  if (r.cuerpo.errors || !r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
};

/** A restaurant with one table and its box; table 7's order has 2 lomos and a chicha, already taken. */
async function mesaConPedido() {
  const { createZona } = await api<{ createZona: { id: string } }>(
    'mutation($i: PosZonaInput!) { createZona(input: $i) { id } }',
    { i: { codigo: 'TERR', descripcion: 'Terraza' } },
  );
  const { createMesa } = await api<{ createMesa: { id: string } }>(
    'mutation($i: PosMesaInput!) { createMesa(input: $i) { id } }',
    { i: { zona_id: createZona.id, codigo: '7', pos_x: 0, pos_y: 0 } },
  );
  // A box collects its charges in an account: the company's 101 Caja.
  const { cuentasParaCaja } = await api<{ cuentasParaCaja: { pcge_id: string; pcge_codigo: string }[] }>(
    'query { cuentasParaCaja { pcge_id pcge_codigo } }',
    {},
  );
  const caja101 = cuentasParaCaja.find((c) => c.pcge_codigo === '101')?.pcge_id;
  await api('mutation($i: PosCajaInput!) { createCaja(input: $i) { id } }', {
    i: {
      zona_id: createZona.id,
      codigo: 'CT',
      descripcion: 'Caja terraza',
      habilitada: true,
      cuenta_contable_id: caja101,
    },
  });
  const productos: string[] = [];
  for (const [codigo, descripcion, precio] of [
    ['LOMO', 'Lomo saltado', '32.50'],
    ['CHICHA', 'Chicha morada', '8.00'],
  ]) {
    const { createProducto } = await api<{ createProducto: { id: string } }>(
      'mutation($i: ProductoInput!) { createProducto(input: $i) { id } }',
      { i: { codigo, descripcion, precio_unitario: precio } },
    );
    productos.push(createProducto.id);
  }
  const { abrirPedido } = await api<{ abrirPedido: { id: string } }>(
    'mutation($m: String) { abrirPedido(mesa_id: $m) { id } }',
    { m: createMesa.id },
  );
  await api(
    'mutation($p: String!, $l: [PosLineaPedidoInput!]!) { agregarLineasPedido(pedido_id: $p, lineas: $l) { id } }',
    {
      p: abrirPedido.id,
      l: [
        { producto_id: productos[0], cantidad: '2' },
        { producto_id: productos[1], cantidad: '1' },
      ],
    },
  );
}

const ocupada = async (page: Page) =>
  (await page.locator('.pos-mesa[data-mesa="7"]').getAttribute('class'))?.includes('pos-mesa--ocupada');

beforeAll(async () => {
  e = await contadorEn('facturacion');
  await declararRubroDemo(e.page, e.producto.url, 'restaurante');
  token = await tokenDe(e.page);
  await mesaConPedido();
}, 180_000);
afterAll(async () => {
  await e?.cerrar();
});

describe('split bill in a real browser', () => {
  it('the cashier charges one lomo on its own boleta, then the rest, and only then the table turns green', async () => {
    const caja = e.page;
    await caja.goto(`${e.producto.url}/mcc/caja`);
    await caja.getByRole('tab', { name: 'CT - Caja terraza' }).click();
    await caja.getByLabel('Saldo inicial (S/)').fill('0');
    await caja.getByRole('button', { name: 'Abrir caja' }).click();
    await caja.getByText('Toque una mesa ocupada para cobrarla.').waitFor({ timeout: 15_000 });
    await caja.locator('.pos-mesa[data-mesa="7"]').click();
    const cobro = caja.getByRole('dialog', { name: 'Cobrar mesa 7' });
    await cobro.getByText(/^Total S\/ /).waitFor({ timeout: 15_000 });

    // One guest pays one of the two lomos: the part's total is the boleta's.
    await cobro.getByText('Dividir cuenta').click();
    await cobro.getByRole('checkbox', { name: 'Cobrar Lomo saltado' }).click();
    await cobro.getByLabel('Cantidad a cobrar de Lomo saltado').fill('1');
    await cobro.getByText('Esta parte S/ 32.50').waitFor();
    await cobro.getByLabel('Efectivo recibido del pago 1').fill('50');
    await cobro.getByText('Vuelto S/ 17.50').waitFor();
    await cobro.getByRole('button', { name: 'Cobrar S/ 32.50' }).click();
    await cobro.getByText(/^Boleta B\w+-\d+ emitida por S\/ 32\.50$/).waitFor({ timeout: 60_000 });
    await cobro.getByText('Queda S/ 40.50 por cobrar').waitFor();
    expect(await ocupada(caja)).toBe(true);

    // The other guest pays the rest; each line shows what was charged of it.
    await cobro.getByRole('button', { name: 'Cobrar el resto' }).click();
    await cobro.getByText('Queda S/ 40.50 de S/ 73.00').waitFor({ timeout: 15_000 });
    await cobro.getByText('Dividir cuenta').click();
    await cobro.getByText('Cobrado 1 · queda 1 (S/ 32.50)').waitFor();
    await cobro.getByText('Dividir cuenta').click();
    await cobro.getByRole('button', { name: 'Cobrar S/ 40.50' }).click();
    await cobro.getByText(/^Boleta B\w+-\d+ emitida por S\/ 40\.50$/).waitFor({ timeout: 60_000 });
    await cobro.getByRole('button', { name: 'Listo' }).click();
    await expect.poll(() => ocupada(caja), { timeout: 15_000 }).toBe(false);
  }, 240_000);
});
