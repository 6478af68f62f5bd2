import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { ABRIR, AGREGAR, COBRAR, type Pedido } from './consultas-pos.ts';
import {
  cajaConSesion,
  crearEscenarioPos,
  type EscenarioPos,
  errorDe,
  exigir,
  montarSala,
  type Sala,
} from './escenario-pos.ts';

const VENDEDOR = `query($d: String!, $h: String!) { reporteVendedor(desde: $d, hasta: $h) { id nombre pedidos total } }`;
const CAJAS = `query($d: String!, $h: String!) { reporteVentasCaja(desde: $d, hasta: $h) { nombre pedidos total } }`;
const RANKING = `query($d: String!, $h: String!) { rankingProductosPos(desde: $d, hasta: $h) { codigo cantidad importe } }`;
const EXCEL = `query($d: String!, $h: String!) { excelPedidos(desde: $d, hasta: $h) { nombre base64 } }`;

let e: EscenarioPos;
let sala: Sala;
const hoy = hoyEnLima();
beforeAll(async () => {
  e = await crearEscenarioPos();
  sala = await montarSala(e);
  const { sesionId: sesion } = await cajaConSesion(e, sala.zonaId);
  // mozo1 sells 2 lomos at M1, mozo2 a chicha and 2 aguas at M2; a third order at M3 stays open.
  const ventas: [typeof e.mozo1, string, [string, string][]][] = [
    [
      e.mozo1,
      sala.mesas[0],
      [
        [sala.productos.lomo, '1'],
        [sala.productos.lomo, '1'],
      ],
    ],
    [
      e.mozo2,
      sala.mesas[1],
      [
        [sala.productos.chicha, '1'],
        [sala.productos.agua, '2'],
      ],
    ],
    [e.mozo2, sala.mesas[2], [[sala.productos.ceviche, '1']]],
  ];
  for (const [i, [mozo, mesa, lineas]] of ventas.entries()) {
    const p = (await exigir<{ abrirPedido: Pedido }>(e.t, mozo.token, ABRIR, { m: mesa })).abrirPedido;
    const l = lineas.map(([producto_id, cantidad]) => ({ producto_id, cantidad }));
    const { total } = (
      await exigir<{ agregarLineasPedido: Pedido }>(e.t, mozo.token, AGREGAR, { p: p.id, l })
    ).agregarLineasPedido;
    if (i < 2)
      await exigir(e.t, e.cajero.token, COBRAR, {
        p: p.id,
        i: {
          sesion_caja_id: sesion,
          tipo: '99',
          cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE' },
          pagos: [{ medio: 'efectivo', monto: total }],
        },
      });
  }
});
afterAll(() => e.t.cerrar());

const reporte = <T>(q: string, token = e.cajero.token) => exigir<T>(e.t, token, q, { d: hoy, h: hoy });

describe('point-of-sale reports', () => {
  it('adds the charged orders by waiter and by box, leaving open orders out', async () => {
    const { reporteVendedor } = await reporte<{
      reporteVendedor: { id: string; pedidos: number; total: string }[];
    }>(VENDEDOR);
    expect(reporteVendedor.map((v) => [v.id, v.pedidos, v.total])).toEqual([
      [e.mozo1.id, 1, '65.00'],
      [e.mozo2.id, 1, '15.00'],
    ]);
    const { reporteVentasCaja } = await reporte<{ reporteVentasCaja: unknown[] }>(CAJAS);
    expect(reporteVentasCaja).toEqual([{ nombre: 'C1', pedidos: 2, total: '80.00' }]);
  });

  it('ranks products by quantity sold and exports the charged orders to Excel', async () => {
    const { rankingProductosPos } = await reporte<{ rankingProductosPos: unknown[] }>(RANKING);
    expect(rankingProductosPos).toEqual([
      { codigo: 'AGUA', cantidad: '2', importe: '7.00' },
      { codigo: 'LOMO', cantidad: '2', importe: '65.00' },
      { codigo: 'CHICHA', cantidad: '1', importe: '8.00' },
    ]);
    const { excelPedidos } = await reporte<{ excelPedidos: { nombre: string; base64: string } }>(EXCEL);
    const filas = await filasDeExcel(excelPedidos.base64);
    expect(filas[0]).toEqual(['Pedidos cobrados']);
    expect(filas.slice(2).map((f) => [f[1], f[4]])).toEqual([
      ['M1', '65'],
      ['M2', '15'],
    ]);
  });

  it('checks the dates, the permission and the company', async () => {
    expect(
      errorDe(await e.t.gql(VENDEDOR, { d: '2026-13-01', h: hoy }, { token: e.cajero.token })).mensaje,
    ).toBe('Las fechas deben tener la forma AAAA-MM-DD');
    expect(
      errorDe(await e.t.gql(VENDEDOR, { d: hoy, h: '2020-01-01' }, { token: e.cajero.token })).mensaje,
    ).toBe('La fecha inicial no puede ser posterior a la final');
    expect(errorDe(await e.t.gql(VENDEDOR, { d: hoy, h: hoy }, { token: e.mozo1.token })).codigo).toBe(
      'FORBIDDEN',
    );
    expect((await reporte<{ reporteVendedor: unknown[] }>(VENDEDOR, e.beto.token)).reporteVendedor).toEqual(
      [],
    );
  });
});
