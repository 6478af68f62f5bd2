import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ABRIR,
  AGREGAR,
  COMANDAS,
  ENVIAR,
  ESTADO_COMANDA,
  MAPA,
  MOVER,
  PEDIDO,
  type Pedido,
  PRECUENTA,
  QUITAR,
  UNIR,
} from './consultas-pos.ts';
import {
  crearEscenarioPos,
  type EscenarioPos,
  errorDe,
  exigir,
  montarSala,
  type Sala,
} from './escenario-pos.ts';
import { escucharWs, suscribir } from './suscribir.ts';

let e: EscenarioPos;
let sala: Sala;
let url: string;
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  url = await escucharWs(e.t);
});
afterAll(() => e.t.cerrar());

const gql = (q: string, v: Record<string, unknown> = {}, token = e.mozo1.token) => e.t.gql(q, v, { token });
const abrir = async (mesa: string, token = e.mozo1.token) =>
  (await exigir<{ abrirPedido: Pedido }>(e.t, token, ABRIR, { m: mesa })).abrirPedido;
const agregar = async (pedido: string, lineas: object[], token = e.mozo1.token) =>
  (await exigir<{ agregarLineasPedido: Pedido }>(e.t, token, AGREGAR, { p: pedido, l: lineas }))
    .agregarLineasPedido;
const mapa = async () =>
  (
    await exigir<{
      mesasZona: { id: string; estado: string; color: string; pedido_id: string | null; total: string }[];
    }>(e.t, e.mozo2.token, MAPA, { z: sala.zonaId })
  ).mesasZona;

describe('orders', () => {
  it('opens an order on a free table, turns it red on the map, and answers the same order to a second waiter', async () => {
    const [m1] = sala.mesas;
    const p = await abrir(m1);
    expect(p).toMatchObject({ estado: 'abierto', mesa_id: m1, total: '0.00', lineas: [] });
    const otro = await abrir(m1, e.mozo2.token);
    expect(otro.id).toBe(p.id);
    const m = await mapa();
    expect(m.find((x) => x.id === m1)).toMatchObject({ estado: 'ocupada', color: 'red', pedido_id: p.id });
    expect(m.find((x) => x.id === sala.mesas[1])).toMatchObject({
      estado: 'libre',
      color: 'green',
      pedido_id: null,
    });
  });

  it('two waiters opening one free table at once get one order', async () => {
    const mesa = sala.mesas[2];
    const [a, b] = await Promise.all([abrir(mesa), abrir(mesa, e.mozo2.token)]);
    expect(a.id).toBe(b.id);
  });

  it('adds lines with notes and combos, totals them in decimals, and removes an unsent line', async () => {
    const p = await abrir(sala.mesas[0]);
    const { lomo, menu, agua } = sala.productos;
    const r = await agregar(p.id, [
      { producto_id: lomo, cantidad: '2', nota: ' sin cebolla ' },
      { producto_id: menu, cantidad: '1' },
      { producto_id: agua, cantidad: '0.5' },
    ]);
    expect(r.total).toBe('101.75'); // 65.00 + 35.00 + 1.75, as the boleta will print them
    expect(r.lineas.map((l) => [l.descripcion, l.cantidad, l.importe, l.nota])).toEqual([
      ['PLATO LOMO', '2', '65.00', 'sin cebolla'],
      ['PLATO MENU', '1', '35.00', null],
      ['PLATO AGUA', '0.5', '1.75', null],
    ]);
    expect(r.lineas[1]?.componentes).toEqual([
      { descripcion: 'PLATO LOMO', cantidad: '1' },
      { descripcion: 'PLATO CHICHA', cantidad: '1' },
    ]);
    const sinAgua = (
      await exigir<{ quitarLineaPedido: Pedido }>(e.t, e.mozo1.token, QUITAR, { p: p.id, l: r.lineas[2]?.id })
    ).quitarLineaPedido;
    expect(sinAgua.total).toBe('100.00');
    expect(sinAgua.lineas).toHaveLength(2);
  });

  it('refuses bad lines in Spanish and writes nothing', async () => {
    const p = await abrir(sala.mesas[0]);
    const antes = p.lineas.length;
    const r = await gql(AGREGAR, {
      p: p.id,
      l: [
        { producto_id: sala.productos.lomo, cantidad: '1' },
        { producto_id: sala.productos.lomo, cantidad: '0' },
      ],
    });
    expect(errorDe(r)).toEqual({
      mensaje: 'Línea 2: La cantidad debe ser mayor que cero',
      codigo: 'BAD_USER_INPUT',
    });
    expect((await abrir(sala.mesas[0])).lineas).toHaveLength(antes);
    expect(errorDe(await gql(AGREGAR, { p: p.id, l: [] })).mensaje).toBe('Agregue al menos un producto');
  });

  it('sends new lines to kitchen as one comanda per kitchen, and later additions as new comandas', async () => {
    const p = await abrir(sala.mesas[0]);
    await agregar(p.id, [
      { producto_id: sala.productos.chicha, cantidad: '2' },
      { producto_id: sala.productos.agua, cantidad: '1' },
    ]);
    const cocina = suscribir<{ comandasCocinaCambio: { estado: string; lineas: { descripcion: string }[] } }>(
      url,
      e.cocinero.token,
      'subscription($c: String!) { comandasCocinaCambio(cocina_id: $c) { id estado lineas { descripcion } } }',
      { c: sala.caliente },
    );
    await cocina.listo;
    const { enviarACocina } = await exigir<{
      enviarACocina: {
        cocina_id: string;
        mesa_codigo: string;
        lineas: { descripcion: string; nota: string | null }[];
      }[];
    }>(e.t, e.mozo1.token, ENVIAR, { p: p.id });
    expect(
      enviarACocina.map((c) => [c.cocina_id, c.mesa_codigo, c.lineas.map((l) => l.descripcion)]),
    ).toEqual([
      [sala.caliente, 'M1', ['PLATO LOMO', 'PLATO MENU']],
      [sala.bar, 'M1', ['PLATO CHICHA']],
    ]);
    // The agua goes to no kitchen but counts as sent; nothing new is left to send.
    expect((await abrir(sala.mesas[0])).lineas.every((l) => l.enviada)).toBe(true);
    expect(errorDe(await gql(ENVIAR, { p: p.id })).mensaje).toBe(
      'No hay productos nuevos para enviar a cocina',
    );
    await expect.poll(() => cocina.recibidos.length, { timeout: 5000 }).toBe(1);
    expect(cocina.recibidos[0]?.comandasCocinaCambio).toMatchObject({ estado: 'pendiente' });

    await agregar(
      p.id,
      [{ producto_id: sala.productos.ceviche, cantidad: '1', nota: 'picante' }],
      e.mozo2.token,
    );
    const segunda = (
      await exigir<{ enviarACocina: { lineas: { descripcion: string; nota: string }[] }[] }>(
        e.t,
        e.mozo2.token,
        ENVIAR,
        { p: p.id },
      )
    ).enviarACocina;
    expect(segunda.map((c) => c.lineas)).toEqual([
      [{ descripcion: 'PLATO CEVICHE', cantidad: '1', nota: 'picante', componentes: [] }],
    ]);
    await expect.poll(() => cocina.recibidos.length, { timeout: 5000 }).toBe(2);
    await cocina.cerrar();

    // A sent line cannot be removed.
    const enviada = (await abrir(sala.mesas[0])).lineas[0];
    expect(errorDe(await gql(QUITAR, { p: p.id, l: enviada?.id })).mensaje).toBe(
      'La línea ya fue enviada a cocina: no se puede quitar',
    );
  });

  it('moves comandas pendiente → en_preparacion → listo with their times, one step at a time', async () => {
    const q = (v: Record<string, unknown>, token = e.cocinero.token) => e.t.gql(ESTADO_COMANDA, v, { token });
    const lista = await exigir<{ comandasCocina: { id: string; estado: string }[] }>(
      e.t,
      e.cocinero.token,
      COMANDAS,
      {
        c: sala.caliente,
      },
    );
    expect(lista.comandasCocina.map((c) => c.estado)).toEqual(['pendiente', 'pendiente']);
    const id = lista.comandasCocina[0]?.id;
    expect(errorDe(await q({ id, e: 'listo' })).mensaje).toBe(
      'Una comanda pendiente solo puede pasar a en preparación',
    );
    expect(errorDe(await q({ id, e: 'en_preparacion' }, e.mozo1.token)).codigo).toBe('FORBIDDEN');
    const prep = (await q({ id, e: 'en_preparacion' })).data as {
      cambiarEstadoComanda: { estado: string; en_preparacion_at: string | null; listo_at: string | null };
    };
    expect(prep.cambiarEstadoComanda.estado).toBe('en_preparacion');
    expect(prep.cambiarEstadoComanda.en_preparacion_at).not.toBeNull();
    const listo = (await q({ id, e: 'listo' })).data as { cambiarEstadoComanda: { listo_at: string | null } };
    expect(listo.cambiarEstadoComanda.listo_at).not.toBeNull();
    expect(errorDe(await q({ id, e: 'listo' })).mensaje).toBe('La comanda ya está lista');
    const pendientes = await exigir<{ comandasCocina: unknown[] }>(e.t, e.cocinero.token, COMANDAS, {
      c: sala.caliente,
    });
    expect(pendientes.comandasCocina).toHaveLength(1);
  });

  it('publishes table changes to every screen of the zone: taken on one phone, red on the others', async () => {
    const pantalla = suscribir<{ mesasZonaCambio: { id: string; estado: string; color: string } }>(
      url,
      e.mozo2.token,
      'subscription($z: String!) { mesasZonaCambio(zona_id: $z) { id estado color } }',
      { z: sala.zonaId },
    );
    await pantalla.listo;
    const [, m2] = sala.mesas;
    await abrir(m2);
    await expect
      .poll(() => pantalla.recibidos.map((r) => r.mesasZonaCambio), { timeout: 5000 })
      .toContainEqual({ id: m2, estado: 'ocupada', color: 'red' });
    await pantalla.cerrar();
  });

  it('moves an order to a free table and merges two tables into one order', async () => {
    const [m1, m2, m3] = sala.mesas;
    const p2 = await abrir(m2);
    await agregar(p2.id, [{ producto_id: sala.productos.agua, cantidad: '2' }]);
    expect(errorDe(await gql(MOVER, { p: p2.id, m: m1 })).mensaje).toBe(
      'La mesa destino está ocupada: use unir mesas',
    );
    const p3 = await abrir(m3);
    const p1 = await abrir(m1);
    const unido = (await exigir<{ unirPedidos: Pedido }>(e.t, e.mozo1.token, UNIR, { o: p2.id, d: p1.id }))
      .unirPedidos;
    expect(unido.lineas.length).toBe(p1.lineas.length + 1);
    expect(unido.total).toBe((Number(p1.total) + 7).toFixed(2));
    expect((await exigir<{ pedido: Pedido }>(e.t, e.mozo1.token, PEDIDO, { id: p2.id })).pedido.estado).toBe(
      'unido',
    );
    // m2 is free again: the order of m3 moves there.
    const movido = await exigir<{ moverPedido: { mesa_id: string } }>(e.t, e.mozo1.token, MOVER, {
      p: p3.id,
      m: m2,
    });
    expect(movido.moverPedido.mesa_id).toBe(m2);
    const m = await mapa();
    expect(m.map((x) => [x.id, x.estado])).toEqual([
      [m1, 'ocupada'],
      [m2, 'ocupada'],
      [m3, 'libre'],
    ]);
  });

  it('prints the precuenta with the house, the table and the lines', async () => {
    const p1 = await abrir(sala.mesas[0]);
    const { precuenta } = await exigir<{
      precuenta: { ruc: string; mesa: string; zona: string; pedido: { total: string; lineas: unknown[] } };
    }>(e.t, e.mozo1.token, PRECUENTA, { p: p1.id });
    expect(precuenta).toMatchObject({
      ruc: '20601234565',
      mesa: 'M1',
      zona: 'Salón',
      pedido: { total: p1.total },
    });
    expect(precuenta.pedido.lineas).toHaveLength(p1.lineas.length);
  });

  it("keeps each company's orders to itself", async () => {
    const p1 = await abrir(sala.mesas[0]);
    const beto = e.beto.token;
    expect(errorDe(await gql(PEDIDO, { id: p1.id }, beto)).codigo).toBe('FORBIDDEN');
    expect(
      errorDe(
        await gql(AGREGAR, { p: p1.id, l: [{ producto_id: sala.productos.agua, cantidad: '1' }] }, beto),
      ).codigo,
    ).toBe('FORBIDDEN');
    expect(errorDe(await gql(ABRIR, { m: sala.mesas[2] }, beto)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(MAPA, { z: sala.zonaId }, beto)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(COMANDAS, { c: sala.caliente }, beto)).codigo).toBe('FORBIDDEN');
  });
});
