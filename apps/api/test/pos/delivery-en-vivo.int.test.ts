import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREGAR, COBRAR } from './consultas-pos.ts';
import {
  cajaConSesion,
  crearEscenarioPos,
  type EscenarioPos,
  exigir,
  montarSala,
  type Personal,
  personal,
  producto,
  ROL_CAJERO,
  ROL_VENDEDOR,
  type Sala,
} from './escenario-pos.ts';
import { escucharWs, suscribir } from './suscribir.ts';

const CREAR = `mutation($i: PosDeliveryInput!) { createPedidoDelivery(input: $i) { id } }`;
const ACTUALIZAR = `mutation($p: String!, $e: String, $r: String) { updateDelivery(pedido_id: $p, estado: $e, repartidor_id: $r) { id } }`;
const CAMBIOS = `subscription($l: String) { deliveriesCambio(local_id: $l) { id nombres estado repartidor_id pedido { id estado total lineas { descripcion } } } }`;

type Cambio = {
  deliveriesCambio: {
    id: string;
    nombres: string;
    estado: string;
    repartidor_id: string | null;
    pedido: { id: string; estado: string; total: string; lineas: { descripcion: string }[] };
  };
};

let e: EscenarioPos;
let sala: Sala;
let url: string;
/** A second cashier whose board watches what the others do. */
let cajero2: Personal;
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  cajero2 = await personal(e.t, e.ana, 'cajero2@restaurante.pe', ROL_CAJERO);
  url = await escucharWs(e.t);
});
afterAll(() => e.t.cerrar());

const tablero = (token: string, l?: string) => suscribir<Cambio>(url, token, CAMBIOS, { l });
const crear = async (token: string, nombres: string, productoId: string) =>
  (
    await exigir<{ createPedidoDelivery: { id: string } }>(e.t, token, CREAR, {
      i: {
        nombres,
        telefono: '999',
        direccion: 'Av. Sol 1',
        lineas: [{ producto_id: productoId, cantidad: '1' }],
      },
    })
  ).createPedidoDelivery.id;
const de = (t: ReturnType<typeof tablero>, id: string) =>
  t.recibidos.map((r) => r.deliveriesCambio).filter((d) => d.id === id);

describe('live delivery board', () => {
  it('shows a cashier what others register, assign, move, add and charge', async () => {
    const board = tablero(cajero2.token);
    await board.listo;
    const id = await crear(e.ana.token, 'Luis Rojas', sala.productos.agua);
    const ultimo = () => de(board, id).at(-1);
    await expect.poll(ultimo, { timeout: 5000 }).toMatchObject({
      nombres: 'Luis Rojas',
      estado: 'registrado',
      repartidor_id: null,
      pedido: { id, estado: 'abierto', total: '3.50' },
    });

    await exigir(e.t, e.cajero.token, ACTUALIZAR, { p: id, r: e.mozo2.id });
    await expect.poll(ultimo, { timeout: 5000 }).toMatchObject({ repartidor_id: e.mozo2.id });
    await exigir(e.t, e.cajero.token, ACTUALIZAR, { p: id, e: 'en_camino' });
    await expect.poll(ultimo, { timeout: 5000 }).toMatchObject({ estado: 'en_camino' });

    await exigir(e.t, e.mozo1.token, AGREGAR, {
      p: id,
      l: [{ producto_id: sala.productos.chicha, cantidad: '1' }],
    });
    await expect.poll(ultimo, { timeout: 5000 }).toMatchObject({
      pedido: { total: '11.50', lineas: [{ descripcion: 'PLATO AGUA' }, { descripcion: 'PLATO CHICHA' }] },
    });

    const { sesionId } = await cajaConSesion(e, sala.zonaId);
    await exigir(e.t, e.cajero.token, COBRAR, {
      p: id,
      i: {
        sesion_caja_id: sesionId,
        tipo: '99',
        cliente: { tipo_documento: '1', numero: '46779354', nombre: 'LUIS ROJAS' },
        pagos: [{ medio: 'efectivo', monto: '11.50', recibido: '20' }],
      },
    });
    await expect.poll(ultimo, { timeout: 5000 }).toMatchObject({
      estado: 'en_camino',
      pedido: { estado: 'cobrado', total: '11.50' },
    });
    expect(de(board, id).map((d) => [d.estado, d.pedido.estado])).toEqual([
      ['registrado', 'abierto'],
      ['registrado', 'abierto'],
      ['en_camino', 'abierto'],
      ['en_camino', 'abierto'],
      ['en_camino', 'cobrado'],
    ]);
    await board.cerrar();
  });

  it("never shows a company's deliveries to another company, and refuses whom may not watch", async () => {
    // A vendedor has the till but not the delivery board: the cash screen's deliveries to charge follow.
    const vendedor = await personal(e.t, e.ana, 'vendedor@restaurante.pe', ROL_VENDEDOR);
    const caja = tablero(vendedor.token);
    const restaurante = tablero(cajero2.token, e.ana.localId);
    const otro = tablero(e.beto.token);
    const ajeno = tablero(e.beto.token, e.ana.localId);
    const mozo = tablero(e.mozo1.token);
    await Promise.all([restaurante.listo, otro.listo, ajeno.listo, mozo.listo, caja.listo]);
    await expect
      .poll(() => [ajeno.errores, mozo.errores], { timeout: 5000 })
      .toEqual([['FORBIDDEN'], ['FORBIDDEN']]);

    const nuestro = await crear(e.ana.token, 'Rosa Diaz', sala.productos.agua);
    const pan = await producto(e.t, e.beto.empresaId, 'PAN', '2.00');
    const suyo = await crear(e.beto.token, 'Otro Cliente', pan.id);
    await exigir(e.t, e.cajero.token, ACTUALIZAR, { p: nuestro, e: 'cancelado' });
    // Each board gets its own company's changes, and only those.
    await expect.poll(() => de(otro, suyo).length, { timeout: 5000 }).toBe(1);
    await expect
      .poll(() => restaurante.recibidos.map((r) => [r.deliveriesCambio.id, r.deliveriesCambio.estado]), {
        timeout: 5000,
      })
      .toEqual([
        [nuestro, 'registrado'],
        [nuestro, 'cancelado'],
      ]);
    expect(otro.recibidos.map((r) => r.deliveriesCambio.id)).toEqual([suyo]);
    expect(caja.recibidos.map((r) => r.deliveriesCambio.estado)).toEqual(['registrado', 'cancelado']);
    expect([ajeno.recibidos, mozo.recibidos]).toEqual([[], []]);
    await Promise.all([restaurante, otro, ajeno, mozo, caja].map((t) => t.cerrar()));
  });
});
