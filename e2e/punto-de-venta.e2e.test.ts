import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mozoEnEmpresaDemo } from './helpers/demo.ts';
import { declararRubroDemo } from './helpers/empresa.ts';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { abrirNavegador, type Navegador } from './helpers/navegador.ts';
import { gql, iniciarSesion, tokenDe } from './helpers/sesion.ts';

let e: Escenario;
let mozo: Navegador;
let token: string;
let zonaId: string;

/** Runs a setup call as the restaurant's owner and answers its data, failing on any error. */
async function exigir<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(e.producto.url, query, variables, token);
  if (r.cuerpo.errors || !r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
}

/**
 * The room of the demo company's PRINCIPAL local (declared a restaurant): a zone with three tables and a
 * cash box, a kitchen, two dishes routed to it.
 */
async function sembrarSalon() {
  const { createZona } = await exigir<{ createZona: { id: string } }>(
    'mutation($i: PosZonaInput!) { createZona(input: $i) { id } }',
    { i: { codigo: 'SALON', descripcion: 'Salón principal', control_mesa: true } },
  );
  zonaId = createZona.id;
  for (const [codigo, x] of [
    ['1', 0],
    ['2', 1],
    ['3', 2],
  ] as const)
    await exigir('mutation($i: PosMesaInput!) { createMesa(input: $i) { id } }', {
      i: { zona_id: zonaId, codigo, pos_x: x, pos_y: 0 },
    });
  const { createCocina } = await exigir<{ createCocina: { id: string } }>(
    'mutation($i: PosCocinaInput!) { createCocina(input: $i) { id } }',
    { i: { codigo: 'CAL', nombre: 'Cocina caliente' } },
  );
  const { createCategoria } = await exigir<{ createCategoria: { id: string } }>(
    'mutation($i: CategoriaInput!) { createCategoria(input: $i) { id } }',
    { i: { codigo: 'FON', nombre: 'Fondos' } },
  );
  for (const [codigo, descripcion, precio] of [
    ['LOMO', 'Lomo saltado', '32.50'],
    ['AJI', 'Ají de gallina', '24.90'],
  ])
    await exigir('mutation($i: ProductoInput!) { createProducto(input: $i) { id } }', {
      i: { codigo, descripcion, categoria_id: createCategoria.id, precio_unitario: precio },
    });
  // A box collects its charges in an account: the company's 101 Caja.
  const { cuentasParaCaja } = await exigir<{ cuentasParaCaja: { pcge_id: string; pcge_codigo: string }[] }>(
    'query { cuentasParaCaja { pcge_id pcge_codigo } }',
  );
  const caja101 = cuentasParaCaja.find((c) => c.pcge_codigo === '101')?.pcge_id;
  await exigir('mutation($i: PosCajaInput!) { createCaja(input: $i) { id } }', {
    i: {
      zona_id: zonaId,
      codigo: 'C1',
      descripcion: 'Caja principal',
      habilitada: true,
      cuenta_contable_id: caja101,
    },
  });
  await exigir('mutation($i: PosRutaCocinaInput!) { asignarRutaCocina(input: $i) { id } }', {
    i: { cocina_id: createCocina.id, categoria_id: createCategoria.id },
  });
}

const mesa = (page: Page, codigo: string) => page.locator(`.pos-mesa[data-mesa="${codigo}"]`);
const estadoDe = async (page: Page, codigo: string) =>
  (await mesa(page, codigo).getAttribute('class'))?.includes('pos-mesa--ocupada') ? 'ocupada' : 'libre';

beforeAll(async () => {
  e = await contadorEn('facturacion');
  // A restaurant: the screens speak of tables, kitchens and waiters.
  await declararRubroDemo(e.page, e.producto.url, 'restaurante');
  token = await tokenDe(e.page);
  await sembrarSalon();
  mozo = await abrirNavegador();
}, 180_000);
afterAll(async () => {
  await mozo?.cerrar();
  await e?.cerrar();
});

describe('punto de venta in a real browser', () => {
  it('the waiter sends two dishes of table 3, the kitchen marks them ready live, the cashier charges a boleta and the table turns green', async () => {
    // A second map, open before the order exists, must turn table 3 red without reloading.
    const otroMapa = await e.navegador.contexto.newPage();
    await otroMapa.goto(`${e.producto.url}/mcc/pedido/create`);
    await mesa(otroMapa, '3').waitFor({ timeout: 30_000 });
    expect(await estadoDe(otroMapa, '3')).toBe('libre');

    const cocina = await e.navegador.contexto.newPage();
    await cocina.goto(`${e.producto.url}/mcc/cocina`);
    await cocina.getByText('No hay comandas por preparar.').waitFor({ timeout: 30_000 });

    const page = await mozo.contexto.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    // The demo waiter works in the demo restaurant: this room is the demo shop's.
    await mozoEnEmpresaDemo(e.producto.url);
    await iniciarSesion(page, e.producto.url, 'mozo@kipu.pe', 'Mozo2026');
    await page.waitForURL('**/mcc/pedido/create', { timeout: 30_000 });
    await mesa(page, '3').click();
    await page.getByRole('heading', { name: 'Mesa 3' }).waitFor();
    await page.getByRole('button', { name: 'Agregar Lomo saltado' }).click();
    await page.getByRole('button', { name: 'Agregar Lomo saltado' }).click();
    await page.getByRole('button', { name: 'Agregar Ají de gallina' }).click();
    await page.getByLabel('Nota de Ají de gallina').fill('sin picante');
    // 2 × 32.50 + 24.90, computed in decimal before the server answers.
    await page.getByText('Por agregar · S/ 89.90').waitFor();
    await page.getByRole('button', { name: 'Enviar a cocina' }).click();
    await page.getByText('Pedido enviado a cocina (1 comandas)').waitFor({ timeout: 15_000 });
    // Once added, the order shows the server's amounts (rounded as its document will be).
    const total = page.locator('.pos-pedido__total');
    await expect.poll(() => total.textContent(), { timeout: 15_000 }).not.toBe('S/ 0.00');
    const importe = (await total.textContent()) ?? '';

    await expect.poll(() => estadoDe(otroMapa, '3'), { timeout: 15_000 }).toBe('ocupada');
    expect(await mesa(otroMapa, '3').textContent()).toContain(importe);
    await otroMapa.getByRole('button', { name: 'Vista previa de la mesa 3' }).click();
    const ticket = otroMapa.getByRole('article', { name: 'Ticket de precuenta' });
    await expect.poll(() => ticket.textContent(), { timeout: 15_000 }).toContain('Ají de gallina');
    expect(await ticket.textContent()).toContain(`TOTAL ${importe}`);
    await otroMapa.keyboard.press('Escape');

    const comanda = cocina.getByRole('article', { name: 'Comanda Mesa 3' });
    await comanda.waitFor({ timeout: 15_000 });
    const texto = (await comanda.textContent()) ?? '';
    expect(texto).toContain('Lomo saltado');
    expect(texto).toContain('Ají de gallina');
    expect(texto).toContain('sin picante');
    await cocina.getByRole('button', { name: 'Preparar Mesa 3' }).click();
    await expect.poll(() => comanda.textContent(), { timeout: 15_000 }).toContain('En preparación');
    await cocina.getByRole('button', { name: 'Listo Mesa 3' }).click();
    await expect.poll(() => comanda.textContent(), { timeout: 15_000 }).toContain('Listo');

    await page.getByRole('button', { name: 'Volver al mapa' }).click();
    await expect.poll(() => estadoDe(page, '3'), { timeout: 15_000 }).toBe('ocupada');
    expect(await estadoDe(page, '1')).toBe('libre');

    // The cashier opens the box, charges table 3 in cash with change and prints the boleta's ticket.
    const caja = await e.navegador.contexto.newPage();
    await caja.goto(`${e.producto.url}/mcc/caja`);
    await caja.getByLabel('Saldo inicial (S/)').fill('100');
    await caja.getByRole('button', { name: 'Abrir caja' }).click();
    await caja.getByText('Toque una mesa ocupada para cobrarla.').waitFor({ timeout: 15_000 });
    await mesa(caja, '3').click();
    const cobro = caja.getByRole('dialog', { name: 'Cobrar mesa 3' });
    await cobro.getByText(`Total ${importe}`).waitFor({ timeout: 15_000 });
    await cobro.getByLabel('Efectivo recibido del pago 1').fill('100');
    const centimos = Math.round(Number(importe.replace('S/ ', '')) * 100);
    const vuelto = ((10_000 - centimos) / 100).toFixed(2);
    await cobro.getByText(`Vuelto S/ ${vuelto}`).waitFor();
    await cobro.getByRole('button', { name: `Cobrar ${importe}` }).click();
    await cobro.getByText(/^Boleta B\w+-\d+ emitida por S\/ /).waitFor({ timeout: 60_000 });
    const [pdf] = await Promise.all([
      caja.waitForEvent('download'),
      cobro.getByRole('button', { name: 'Imprimir ticket' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/i);
    await cobro.getByRole('button', { name: 'Listo' }).click();

    // The table is free again on the waiter's phone, live.
    await expect.poll(() => estadoDe(page, '3'), { timeout: 15_000 }).toBe('libre');

    // Closing the box: cash expected is the float plus the charge.
    await caja.getByRole('button', { name: 'Cerrar caja' }).click();
    const cierre = caja.getByRole('dialog', { name: 'Cerrar caja' });
    await cierre.getByLabel('Efectivo', { exact: true }).fill('150');
    await cierre.getByRole('button', { name: 'Cerrar caja' }).click();
    const arqueo = cierre.getByRole('table', { name: 'Arqueo de caja' });
    await arqueo.waitFor({ timeout: 15_000 });
    const esperado = ((10_000 + centimos) / 100).toFixed(2);
    expect(await arqueo.locator('tbody tr', { hasText: 'Efectivo' }).textContent()).toContain(esperado);
  });

  it('the owner drags a table to another cell of the map and its place is saved', async () => {
    const page = e.page;
    await page.goto(`${e.producto.url}/pos/mesas`);
    const tablero = page.getByRole('region', { name: 'Mapa de mesas' });
    const uno = tablero.locator('.pos-mesa[data-mesa="1"]');
    await uno.waitFor({ timeout: 30_000 });
    const caja = await tablero.boundingBox();
    const origen = await uno.boundingBox();
    if (!caja || !origen) throw new Error('El mapa no se muestra');
    await page.mouse.move(origen.x + origen.width / 2, origen.y + origen.height / 2);
    await page.mouse.down();
    // The centre of the cell (column 5, row 4) of the 8 × 6 board.
    await page.mouse.move(caja.x + (caja.width * 4.5) / 8, caja.y + (caja.height * 3.5) / 6, { steps: 5 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Guardar posiciones' }).click();
    await page.getByText('Posiciones guardadas').waitFor({ timeout: 15_000 });
    const { mesasByZona } = await exigir<{ mesasByZona: { codigo: string; pos_x: number; pos_y: number }[] }>(
      'query($z: String!) { mesasByZona(zona_id: $z) { codigo pos_x pos_y } }',
      { z: zonaId },
    );
    expect(mesasByZona.find((m) => m.codigo === '1')).toMatchObject({ pos_x: 4, pos_y: 3 });
  });
});
