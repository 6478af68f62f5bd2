import { describe, expect, it } from 'vitest';
import {
  costoDeSalidas,
  kardexPromedio,
  type MovimientoValorizable,
  ordenKardex,
  saldoInicial,
} from './costo-promedio.ts';

const entra = (fecha: string, cantidad: string, costo?: string): MovimientoValorizable => ({
  fecha,
  entrada: cantidad,
  salida: '0',
  costoUnitario: costo ?? null,
});
const sale = (
  fecha: string,
  cantidad: string,
  documento?: string,
  costo?: string,
): MovimientoValorizable => ({
  fecha,
  entrada: '0',
  salida: cantidad,
  costoUnitario: costo ?? null,
  ...(documento ? { documento } : {}),
});

/** Each line as [entrada total, salida unit cost, salida total, balance units, balance unit cost, balance total]. */
const filas = (k: ReturnType<typeof kardexPromedio>) =>
  k.lineas.map((l) => [
    l.entrada.costoTotal,
    l.salida.costoUnitario,
    l.salida.costoTotal,
    l.saldo.cantidad,
    l.saldo.costoUnitario,
    l.saldo.costoTotal,
  ]);

describe('kardexPromedio (costo promedio ponderado)', () => {
  it.each<[string, MovimientoValorizable[], ReturnType<typeof saldoInicial>, string[][]]>([
    [
      'an entrada at another cost changes the average: (10 × 20 + 10 × 26) / 20 = 23',
      [entra('2026-11-03', '10', '26')],
      saldoInicial('10', '20'),
      [['260.00', '0', '0.00', '20', '23', '460.00']],
    ],
    [
      'a salida takes the average of the moment and leaves it unchanged',
      [entra('2026-11-03', '10', '26'), sale('2026-11-10', '5')],
      saldoInicial('10', '20'),
      [
        ['260.00', '0', '0.00', '20', '23', '460.00'],
        ['0.00', '23', '115.00', '15', '23', '345.00'],
      ],
    ],
    [
      'a customer’s return (no cost) comes back at the average',
      [sale('2026-11-10', '4'), entra('2026-11-12', '1')],
      saldoInicial('10', '20'),
      [
        ['0.00', '20', '80.00', '6', '20', '120.00'],
        ['20.00', '0', '0.00', '7', '20', '140.00'],
      ],
    ],
    [
      'goods returned to the supplier leave at their own cost and move the average',
      [entra('2026-11-03', '10', '26'), sale('2026-11-04', '5', 'F002-7', '26')],
      saldoInicial('10', '20'),
      [
        ['260.00', '0', '0.00', '20', '23', '460.00'],
        // (460 − 130) / 15 = 22
        ['0.00', '26', '130.00', '15', '22', '330.00'],
      ],
    ],
    [
      'a repeating average keeps 8 decimals and the last salida takes what is left',
      [
        entra('2026-11-01', '3', '10'),
        entra('2026-11-02', '3', '10.01'),
        sale('2026-11-05', '2'),
        sale('2026-11-06', '4'),
      ],
      saldoInicial('0', '0'),
      [
        ['30.00', '0', '0.00', '3', '10', '30.00'],
        ['30.03', '0', '0.00', '6', '10.005', '60.03'],
        ['0.00', '10.005', '20.01', '4', '10.005', '40.02'],
        ['0.00', '10.005', '40.02', '0', '10.005', '0.00'],
      ],
    ],
    [
      'three entradas: 100 × 1.50, 50 × 1.80, 30 × 2.10 → 303 / 180 = 1.68333333',
      [
        entra('2026-11-01', '100', '1.5'),
        entra('2026-11-02', '50', '1.8'),
        entra('2026-11-03', '30', '2.1'),
        sale('2026-11-04', '90'),
      ],
      saldoInicial('0', '0'),
      [
        ['150.00', '0', '0.00', '100', '1.5', '150.00'],
        ['90.00', '0', '0.00', '150', '1.6', '240.00'],
        ['63.00', '0', '0.00', '180', '1.68333333', '303.00'],
        ['0.00', '1.68333333', '151.50', '90', '1.68333333', '151.50'],
      ],
    ],
  ])('%s', (_, movimientos, inicial, esperado) => {
    const k = kardexPromedio(movimientos, inicial);
    expect(filas(k)).toEqual(esperado);
    expect(k.problemas).toEqual([]);
  });

  it('reports a negative stock in Spanish and keeps valuing at the last average', () => {
    const k = kardexPromedio(
      [sale('2026-11-05', '12', '01 F001-9'), entra('2026-11-20', '10', '26')],
      saldoInicial('10', '20'),
    );
    expect(k.problemas).toEqual([
      'Stock negativo: la salida del 05/11/2026 (01 F001-9) es de 12 unidades y solo hay 10',
    ]);
    expect(filas(k)).toEqual([
      ['0.00', '20', '240.00', '-2', '20', '-40.00'],
      // −40 + 260 = 220 over 8 units
      ['260.00', '0', '0.00', '8', '27.5', '220.00'],
    ]);
    expect(k.final).toEqual({ cantidad: '8', costoUnitario: '27.5', costoTotal: '220.00' });
  });

  it('orders by date; on one day entradas at a cost, then salidas, then returns at the average', () => {
    const orden = ordenKardex([
      entra('2026-11-05', '2'),
      sale('2026-11-05', '1', 'b'),
      entra('2026-11-05', '1', '5'),
      entra('2026-11-01', '1', '5'),
    ]);
    expect(orden.map((m) => [m.fecha, m.entrada, m.salida])).toEqual([
      ['2026-11-01', '1', '0'],
      ['2026-11-05', '1', '0'],
      ['2026-11-05', '0', '1'],
      ['2026-11-05', '2', '0'],
    ]);
    expect(kardexPromedio([sale('2026-11-05', '1'), entra('2026-11-05', '1', '5')]).problemas).toEqual([]);
  });

  it('adds the salidas’ costs: the cost of sales', () => {
    const k = kardexPromedio(
      [entra('2026-11-03', '10', '26'), sale('2026-11-10', '5'), sale('2026-11-11', '3')],
      saldoInicial('10', '20'),
    );
    expect(costoDeSalidas(k.lineas)).toBe('184.00');
  });
});
