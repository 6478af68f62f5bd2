import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contadorEn, type Escenario } from './helpers/escenario.ts';
import { gql, tokenDe } from './helpers/sesion.ts';

let e: Escenario;
let token: string;

/** Runs a call as the demo company's owner and answers its data, failing on any error. */
async function exigir<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(e.producto.url, query, variables, token);
  if (r.cuerpo.errors || !r.cuerpo.data) throw new Error(JSON.stringify(r.cuerpo.errors));
  return r.cuerpo.data;
}

beforeAll(async () => {
  e = await contadorEn('facturacion');
  token = await tokenDe(e.page);
}, 180_000);
afterAll(async () => {
  await e?.cerrar();
});

describe('delivery board in a real browser', () => {
  it('an order registered elsewhere appears on two open boards, and one board sending it on its way moves it on the other', async () => {
    const tablero = async () => {
      const page = await e.navegador.contexto.newPage();
      await page.goto(`${e.producto.url}/mcc/delivery`);
      await page.getByText('No hay pedidos en este estado.').waitFor({ timeout: 30_000 });
      return page;
    };
    const [caja, reparto] = [await tablero(), await tablero()];

    const { createProducto } = await exigir<{ createProducto: { id: string } }>(
      'mutation($i: ProductoInput!) { createProducto(input: $i) { id } }',
      { i: { codigo: 'POLLO', descripcion: 'Pollo a la brasa', precio_unitario: '60.00' } },
    );
    await exigir('mutation($i: PosDeliveryInput!) { createPedidoDelivery(input: $i) { id } }', {
      i: {
        nombres: 'Rosa Diaz',
        telefono: '987654321',
        direccion: 'Av. Arequipa 123',
        lineas: [{ producto_id: createProducto.id, cantidad: '1' }],
      },
    });
    const tarjeta = (page: typeof caja) => page.getByRole('article', { name: 'Delivery de Rosa Diaz' });
    // Neither board reloads: the order arrives over the subscription.
    for (const page of [caja, reparto])
      await expect.poll(() => tarjeta(page).textContent(), { timeout: 15_000 }).toContain('Pollo a la brasa');

    await tarjeta(reparto).getByRole('button', { name: 'En camino' }).click();
    await caja.getByText('No hay pedidos en este estado.').waitFor({ timeout: 15_000 });
    await caja.getByRole('tab', { name: 'En camino' }).click();
    await tarjeta(caja).getByRole('button', { name: 'Entregado' }).waitFor({ timeout: 15_000 });
  });
});
