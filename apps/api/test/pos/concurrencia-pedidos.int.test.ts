import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABRIR, ABRIR_CAJA, AGREGAR, COBRAR, CREAR_CAJA_ID, PEDIDO, type Pedido } from './consultas-pos.ts';
import { crearEscenarioPos, type EscenarioPos, exigir, montarSala, type Sala } from './escenario-pos.ts';

// On PostgreSQL (integration-postgres) the requests really run side by side on the pool's connections.
let e: EscenarioPos;
let sala: Sala;
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
});
afterAll(() => e.t.cerrar());

describe('two waiters on one table at once', () => {
  it('both keep every line they add, and the total counts them all', async () => {
    const { abrirPedido } = await exigir<{ abrirPedido: Pedido }>(e.t, e.mozo1.token, ABRIR, {
      m: sala.mesas[0],
    });
    const POR_MOZO = 15;
    const envios = [e.mozo1, e.mozo2].flatMap((mozo, m) =>
      Array.from({ length: POR_MOZO }, (_, i) =>
        e.t.gql(
          AGREGAR,
          {
            p: abrirPedido.id,
            l: [
              {
                producto_id: m === 0 ? sala.productos.lomo : sala.productos.chicha,
                cantidad: '1',
                nota: `${m}-${i}`,
              },
            ],
          },
          { token: mozo.token },
        ),
      ),
    );
    const respuestas = await Promise.all(envios);
    expect(respuestas.flatMap((r) => r.errors ?? [])).toEqual([]);
    const { pedido } = await exigir<{ pedido: Pedido }>(e.t, e.mozo2.token, PEDIDO, { id: abrirPedido.id });
    expect(pedido.lineas).toHaveLength(2 * POR_MOZO);
    expect(pedido.lineas.filter((l) => l.usuario_id === e.mozo1.id)).toHaveLength(POR_MOZO);
    expect(pedido.lineas.filter((l) => l.usuario_id === e.mozo2.id)).toHaveLength(POR_MOZO);
    expect(new Set(pedido.lineas.map((l) => l.nota)).size).toBe(2 * POR_MOZO);
    // 15 × 32.50 + 15 × 8.00
    expect(pedido.total).toBe('607.50');
  });

  it('many phones opening the same free table get one order', async () => {
    const abiertos = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        exigir<{ abrirPedido: Pedido }>(e.t, (i % 2 ? e.mozo1 : e.mozo2).token, ABRIR, { m: sala.mesas[1] }),
      ),
    );
    expect(new Set(abiertos.map((a) => a.abrirPedido.id)).size).toBe(1);
  });

  it('two cashiers charging one order at once emit one boleta and record its payments once', async () => {
    const caja = (
      await exigir<{ createCaja: { id: string } }>(e.t, e.ana.token, CREAR_CAJA_ID, {
        i: { zona_id: sala.zonaId, codigo: 'C1', descripcion: 'Caja 1', cuenta_contable_id: e.cuentaCaja },
      })
    ).createCaja.id;
    const sesion = (
      await exigir<{ abrirCaja: { id: string } }>(e.t, e.cajero.token, ABRIR_CAJA, { c: caja, s: '0' })
    ).abrirCaja.id;
    const p = (await exigir<{ abrirPedido: Pedido }>(e.t, e.mozo1.token, ABRIR, { m: sala.mesas[2] }))
      .abrirPedido;
    await exigir(e.t, e.mozo1.token, AGREGAR, {
      p: p.id,
      l: [{ producto_id: sala.productos.chicha, cantidad: '1' }],
    });
    const input = {
      sesion_caja_id: sesion,
      tipo: '03',
      cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE' },
      pagos: [{ medio: 'efectivo', monto: '8.00', recibido: '10' }],
    };
    const respuestas = await Promise.all(
      [e.cajero, e.ana, e.cajero, e.ana].map((u) =>
        e.t.gql(COBRAR, { p: p.id, i: input }, { token: u.token }),
      ),
    );
    expect(respuestas.filter((r) => !r.errors)).toHaveLength(1);
    expect(respuestas.flatMap((r) => r.errors ?? []).map((x) => x.message)).toEqual(
      Array(3).fill('El pedido ya no está abierto'),
    );
    const boletas = await e.t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.empresaId, e.ana.empresaId));
    expect(boletas.map((b) => `${b.serie}-${b.numero}`)).toEqual(['B001-1']);
    const pagos = await e.t.deps.db.select().from(schema.posPagos).where(eq(schema.posPagos.pedidoId, p.id));
    expect(pagos.map((x) => [x.medio, x.monto, x.vuelto])).toEqual([['efectivo', '8.00', '2.00']]);
  });
});
