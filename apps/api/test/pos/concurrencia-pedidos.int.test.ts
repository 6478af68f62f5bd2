import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABRIR, AGREGAR, PEDIDO, type Pedido } from './consultas-pos.ts';
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
});
