import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pedido } from './consultas-pos.ts';
import {
  crearEscenarioPos,
  type EscenarioPos,
  errorDe,
  exigir,
  montarSala,
  type Sala,
} from './escenario-pos.ts';

const CREAR_CLIENTE = `mutation($i: PosClienteDeliveryInput!) { createClienteDelivery(input: $i) { id numero razon_social direccion telefono } }`;
const CLIENTES = `query($p: String) { clientesDelivery(param: $p) { id razon_social } }`;
const DELIVERY_CAMPOS = `nombres telefono direccion referencia nota estado repartidor_id en_camino_at entregado_at pedido { id tipo estado total lineas { descripcion } }`;
const CREAR_DELIVERY = `mutation($i: PosDeliveryInput!) { createPedidoDelivery(input: $i) { ${DELIVERY_CAMPOS} } }`;
const ACTUALIZAR = `mutation($p: String!, $e: String, $r: String) { updateDelivery(pedido_id: $p, estado: $e, repartidor_id: $r) { ${DELIVERY_CAMPOS} } }`;
const LISTA = `query($e: String) { getAllDelivery(estado: $e) { estado pedido { id } } }`;

type Delivery = {
  nombres: string;
  telefono: string;
  direccion: string;
  referencia: string;
  estado: string;
  repartidor_id: string | null;
  en_camino_at: string | null;
  entregado_at: string | null;
  pedido: Pedido & { tipo: string };
};

let e: EscenarioPos;
let sala: Sala;
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
});
afterAll(() => e.t.cerrar());

const gql = (q: string, v: Record<string, unknown> = {}, token = e.cajero.token) => e.t.gql(q, v, { token });
const cajero = <T>(q: string, v: Record<string, unknown> = {}) => exigir<T>(e.t, e.cajero.token, q, v);

describe('delivery', () => {
  it('keeps customers with a valid document, unique per company', async () => {
    const i = {
      tipo_documento: '1',
      numero: '46779354',
      razon_social: 'Maria Quispe',
      direccion: 'Jr. Puno 120',
      telefono: '987654321',
    };
    const c = await cajero<{ createClienteDelivery: { razon_social: string } }>(CREAR_CLIENTE, { i });
    expect(c.createClienteDelivery.razon_social).toBe('MARIA QUISPE');
    expect(errorDe(await gql(CREAR_CLIENTE, { i }))).toEqual({
      mensaje: 'Ya existe un cliente de delivery con ese documento',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await gql(CREAR_CLIENTE, { i: { ...i, numero: '123' } })).mensaje).toBe(
      'El DNI debe tener 8 dígitos',
    );
    expect(
      (await cajero<{ clientesDelivery: unknown[] }>(CLIENTES, { p: 'quispe' })).clientesDelivery,
    ).toHaveLength(1);
    expect((await gql(CLIENTES, {}, e.beto.token)).data).toEqual({ clientesDelivery: [] });
  });

  it('registers an order for a customer, assigns the courier and moves it to delivered with its times', async () => {
    const [cliente] = (await cajero<{ clientesDelivery: { id: string }[] }>(CLIENTES, {})).clientesDelivery;
    const { createPedidoDelivery: d } = await cajero<{ createPedidoDelivery: Delivery }>(CREAR_DELIVERY, {
      i: {
        cliente_id: cliente?.id,
        referencia: 'Frente al parque',
        nota: 'Tocar timbre',
        lineas: [
          { producto_id: sala.productos.lomo, cantidad: '1' },
          { producto_id: sala.productos.chicha, cantidad: '2' },
        ],
      },
    });
    expect(d).toMatchObject({
      nombres: 'MARIA QUISPE',
      telefono: '987654321',
      direccion: 'Jr. Puno 120',
      referencia: 'Frente al parque',
      estado: 'registrado',
      pedido: { tipo: 'delivery', estado: 'abierto', total: '48.50' },
    });
    expect(errorDe(await gql(ACTUALIZAR, { p: d.pedido.id, e: 'entregado' })).mensaje).toBe(
      'Un delivery registrado solo puede pasar a en camino o cancelado',
    );
    const asignado = await cajero<{ updateDelivery: Delivery }>(ACTUALIZAR, {
      p: d.pedido.id,
      r: e.mozo2.id,
    });
    expect(asignado.updateDelivery).toMatchObject({ repartidor_id: e.mozo2.id, estado: 'registrado' });
    const enCamino = await cajero<{ updateDelivery: Delivery }>(ACTUALIZAR, {
      p: d.pedido.id,
      e: 'en_camino',
    });
    expect(enCamino.updateDelivery.en_camino_at).not.toBeNull();
    const entregado = await cajero<{ updateDelivery: Delivery }>(ACTUALIZAR, {
      p: d.pedido.id,
      e: 'entregado',
    });
    expect(entregado.updateDelivery).toMatchObject({ estado: 'entregado' });
    expect(entregado.updateDelivery.entregado_at).not.toBeNull();
    expect(
      (await cajero<{ getAllDelivery: unknown[] }>(LISTA, { e: 'entregado' })).getAllDelivery,
    ).toHaveLength(1);
  });

  it('refuses an order without address or lines, and a courier of another company', async () => {
    const sinDireccion = await gql(CREAR_DELIVERY, {
      i: { nombres: 'Luis', telefono: '999', lineas: [{ producto_id: sala.productos.agua, cantidad: '1' }] },
    });
    expect(errorDe(sinDireccion).mensaje).toBe('Ingrese la dirección de entrega');
    const sinLineas = await gql(CREAR_DELIVERY, {
      i: { nombres: 'Luis', telefono: '999', direccion: 'Av. Sol 1', lineas: [] },
    });
    expect(errorDe(sinLineas).mensaje).toBe('Agregue al menos un producto');
    const { createPedidoDelivery: d } = await cajero<{ createPedidoDelivery: Delivery }>(CREAR_DELIVERY, {
      i: {
        nombres: 'Luis',
        telefono: '999',
        direccion: 'Av. Sol 1',
        lineas: [{ producto_id: sala.productos.agua, cantidad: '1' }],
      },
    });
    const [beto] = await e.t.deps.db
      .select()
      .from(schema.usuarios)
      .where(eq(schema.usuarios.email, 'beto@otro.pe'));
    expect(errorDe(await gql(ACTUALIZAR, { p: d.pedido.id, r: beto?.id })).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(ACTUALIZAR, { p: d.pedido.id, e: 'cancelado' }, e.beto.token)).codigo).toBe(
      'FORBIDDEN',
    );
    const cancelado = await cajero<{ updateDelivery: Delivery }>(ACTUALIZAR, {
      p: d.pedido.id,
      e: 'cancelado',
    });
    expect(cancelado.updateDelivery).toMatchObject({ estado: 'cancelado', pedido: { estado: 'anulado' } });
    expect(
      errorDe(
        await gql(
          CREAR_DELIVERY,
          { i: { nombres: 'X', telefono: '1', direccion: 'Y', lineas: [] } },
          e.mozo1.token,
        ),
      ).codigo,
    ).toBe('FORBIDDEN');
  });
});
