import { describe, expect, it } from 'vitest';
import {
  antiguedadDe,
  cuotasPendientes,
  diasVencidos,
  esCuentaDe,
  piezasPorVencimiento,
  saldoNatural,
  sumarAntiguedad,
  type TipoCuentas,
  tramoDeAntiguedad,
} from './cuentas-por-cobrar-pagar.ts';

describe('esCuentaDe', () => {
  it.each<[TipoCuentas, string, boolean]>([
    ['cobrar', '1212', true],
    ['cobrar', '1312', true],
    ['cobrar', '1411', true],
    ['cobrar', '1629', true],
    ['cobrar', '1221', false], // anticipos de clientes
    ['cobrar', '1321', false],
    ['cobrar', '4212', false],
    ['cobrar', '1041', false],
    ['pagar', '4212', true],
    ['pagar', '424', true],
    ['pagar', '4312', true],
    ['pagar', '4699', true],
    ['pagar', '40172', true],
    ['pagar', '40111', false],
    ['pagar', '4221', false], // anticipos a proveedores
    ['pagar', '4321', false],
    ['pagar', '1212', false],
  ])('%s %s → %s', (tipo, cuenta, esperado) => {
    expect(esCuentaDe(tipo, cuenta)).toBe(esperado);
  });
});

describe('saldoNatural', () => {
  it.each<[TipoCuentas, string, string, string]>([
    ['cobrar', '118.00', '18.00', '100.00'],
    ['cobrar', '0.00', '20.00', '-20.00'],
    ['pagar', '400.00', '1416.00', '1016.00'],
    ['pagar', '1416.00', '1416.00', '0.00'],
  ])('%s debe %s haber %s → %s', (tipo, debe, haber, esperado) => {
    expect(saldoNatural(tipo, debe, haber)).toBe(esperado);
  });
});

describe('tramoDeAntiguedad', () => {
  it.each([
    ['due later', '2026-03-10', '2026-03-01', 'no_vencido', -9],
    ['due on the cut-off day', '2026-03-01', '2026-03-01', 'no_vencido', 0],
    ['one day late', '2026-02-28', '2026-03-01', 'd1_30', 1],
    ['thirty days late', '2026-01-30', '2026-03-01', 'd1_30', 30],
    ['thirty-one days late', '2026-01-29', '2026-03-01', 'd31_60', 31],
    ['sixty days late', '2025-12-31', '2026-03-01', 'd31_60', 60],
    ['sixty-one days late', '2025-12-30', '2026-03-01', 'd61_90', 61],
    ['ninety days late', '2025-12-01', '2026-03-01', 'd61_90', 90],
    ['ninety-one days late', '2025-11-30', '2026-03-01', 'mas_90', 91],
    ['over a leap day', '2024-02-28', '2024-03-01', 'd1_30', 2],
  ])('%s', (_caso, vencimiento, corte, tramo, dias) => {
    expect(tramoDeAntiguedad(vencimiento, corte)).toBe(tramo);
    expect(diasVencidos(vencimiento, corte)).toBe(dias);
  });
});

const CUOTAS = [
  { fecha: '2026-03-30', monto: '300.00' },
  { fecha: '2026-01-30', monto: '300.00' },
  { fecha: '2026-02-28', monto: '400.00' },
];

describe('cuotasPendientes', () => {
  it.each([
    ['nothing paid', '0', ['300.00', '400.00', '300.00']],
    ['part of the first', '100', ['200.00', '400.00', '300.00']],
    ['the first and part of the second', '450.50', ['0.00', '249.50', '300.00']],
    ['everything', '1000', ['0.00', '0.00', '0.00']],
    ['a negative payment counts as none', '-5', ['300.00', '400.00', '300.00']],
  ])('%s', (_caso, pagado, pendientes) => {
    const r = cuotasPendientes(CUOTAS, pagado);
    expect(r.map((c) => c.fecha)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30']);
    expect(r.map((c) => c.pendiente)).toEqual(pendientes);
  });
});

describe('piezasPorVencimiento', () => {
  it.each([
    ['without instalments: the whole balance at the due date', '500.00', [], [['2026-02-15', '500.00']]],
    [
      'pending instalments',
      '550.00',
      cuotasPendientes(CUOTAS, '450'),
      [
        ['2026-02-28', '250.00'],
        ['2026-03-30', '300.00'],
      ],
    ],
    [
      'a balance above the instalments falls due with the document',
      '1030.00',
      cuotasPendientes(CUOTAS, '0'),
      [
        ['2026-01-30', '300.00'],
        ['2026-02-15', '30.00'],
        ['2026-02-28', '400.00'],
        ['2026-03-30', '300.00'],
      ],
    ],
    [
      'a balance below the instalments (a credit note) comes off the latest',
      '500.00',
      cuotasPendientes(CUOTAS, '0'),
      [
        ['2026-01-30', '300.00'],
        ['2026-02-28', '200.00'],
      ],
    ],
  ])('%s', (_caso, saldo, cuotas, esperado) => {
    expect(piezasPorVencimiento(saldo, '2026-02-15', cuotas).map((p) => [p.fecha, p.monto])).toEqual(
      esperado,
    );
  });
});

describe('antiguedadDe', () => {
  it('puts a balance in the bucket of its due date', () => {
    expect(antiguedadDe('1416.00', [{ fecha: '2026-01-10', monto: '1416.00' }], '2026-03-01')).toEqual({
      no_vencido: '0.00',
      d1_30: '0.00',
      d31_60: '1416.00',
      d61_90: '0.00',
      mas_90: '0.00',
    });
  });

  it('spreads a dollar balance in soles over its instalments, adding up to the cent', () => {
    // 100 + 100 + 100 dollars owed, 1125.01 soles: thirds of 375.00, the last taking the cent.
    const a = antiguedadDe(
      '1125.01',
      [
        { fecha: '2025-10-01', monto: '100.00' },
        { fecha: '2026-02-20', monto: '100.00' },
        { fecha: '2026-04-01', monto: '100.00' },
      ],
      '2026-03-01',
    );
    expect(a).toEqual({
      no_vencido: '375.01',
      d1_30: '375.00',
      d31_60: '0.00',
      d61_90: '0.00',
      mas_90: '375.00',
    });
  });

  it('adds several documents bucket by bucket', () => {
    const una = antiguedadDe('10.00', [{ fecha: '2026-03-05', monto: '10.00' }], '2026-03-01');
    const otra = antiguedadDe('5.50', [{ fecha: '2026-01-01', monto: '5.50' }], '2026-03-01');
    expect(sumarAntiguedad([una, otra, una])).toMatchObject({ no_vencido: '20.00', d31_60: '5.50' });
  });
});
