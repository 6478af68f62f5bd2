import { describe, expect, it } from 'vitest';
import { asientoVario, cuadreAsientoVario } from './asiento-vario.ts';

describe('cuadreAsientoVario', () => {
  it('shows the running difference while the entry is typed', () => {
    expect(
      cuadreAsientoVario([
        { cuenta: '1041', debe: '250' },
        { cuenta: '1031', haber: '200.50' },
        { cuenta: '', debe: '' },
      ]),
    ).toEqual({ debe: '250.00', haber: '200.50', diferencia: '49.50', cuadrado: false });
    expect(cuadreAsientoVario([]).cuadrado).toBe(false);
  });
});

describe('asientoVario', () => {
  it('keeps a balanced entry in soles as typed', () => {
    const a = asientoVario({
      moneda: 'PEN',
      tipoCambio: '1',
      lineas: [
        { cuenta: '1041', debe: '250', glosa: 'Depósito' },
        { cuenta: '1031', haber: '250' },
      ],
    });
    expect(a).toEqual([
      { cuenta: '1041', debe: '250.00', haber: '0.00', debeMe: '0.00', haberMe: '0.00', glosa: 'Depósito' },
      { cuenta: '1031', debe: '0.00', haber: '250.00', debeMe: '0.00', haberMe: '0.00' },
    ]);
  });

  it('converts dollars at the rate, keeping the dollars on every line', () => {
    const a = asientoVario({
      moneda: 'USD',
      tipoCambio: '3.755',
      lineas: [
        { cuenta: '6591', debe: '0.33' },
        { cuenta: '6592', debe: '0.33' },
        { cuenta: '1041', haber: '0.66' },
      ],
    });
    if ('error' in a) throw new Error(a.error);
    // 0.33 × 3.755 = 1.24 each; 0.66 × 3.755 = 2.48: balanced as converted.
    expect(a.map((m) => [m.debe, m.haber])).toEqual([
      ['1.24', '0.00'],
      ['1.24', '0.00'],
      ['0.00', '2.48'],
    ]);
    const b = asientoVario({
      moneda: 'USD',
      tipoCambio: '3.333',
      lineas: [
        { cuenta: '6591', debe: '0.15' },
        { cuenta: '6592', debe: '0.15' },
        { cuenta: '1041', haber: '0.30' },
      ],
    });
    if ('error' in b) throw new Error(b.error);
    // 0.15 × 3.333 = 0.49995 → 0.50 each (1.00); 0.30 × 3.333 = 0.9999 → 1.00: the haber keeps it.
    expect(b.map((m) => [m.debe, m.haber, m.debeMe, m.haberMe])).toEqual([
      ['0.50', '0.00', '0.15', '0.00'],
      ['0.50', '0.00', '0.15', '0.00'],
      ['0.00', '1.00', '0.00', '0.30'],
    ]);
  });

  it('absorbs a conversion cent so the soles balance', () => {
    const a = asientoVario({
      moneda: 'USD',
      tipoCambio: '3.7',
      lineas: [
        { cuenta: '6591', debe: '0.05' },
        { cuenta: '6592', debe: '0.05' },
        { cuenta: '1041', haber: '0.10' },
      ],
    });
    if ('error' in a) throw new Error(a.error);
    // 0.05 × 3.7 = 0.185 → 0.19 twice (0.38) against 0.37: the haber line takes the cent.
    expect(a.map((m) => [m.debe, m.haber])).toEqual([
      ['0.19', '0.00'],
      ['0.19', '0.00'],
      ['0.00', '0.38'],
    ]);
  });

  it.each<[string, { cuenta: string; debe?: string; haber?: string }[], string]>([
    [
      'an unbalanced entry',
      [
        { cuenta: '1041', debe: '250' },
        { cuenta: '1031', haber: '240' },
      ],
      'El asiento no cuadra: debe 250.00 y haber 240.00 (diferencia 10.00)',
    ],
    ['a single line', [{ cuenta: '1041', debe: '250' }], 'El asiento necesita al menos dos líneas'],
    [
      'a line on both sides',
      [
        { cuenta: '1041', debe: '1', haber: '1' },
        { cuenta: '1031', haber: '0' },
      ],
      'Línea 1: un movimiento va al debe o al haber, no a ambos',
    ],
    [
      'a line without amount',
      [{ cuenta: '1041', debe: '1' }, { cuenta: '1031' }],
      'Línea 2: indique el importe al debe o al haber',
    ],
    [
      'a line without account',
      [
        { cuenta: ' ', debe: '1' },
        { cuenta: '1031', haber: '1' },
      ],
      'Línea 1: indique la cuenta',
    ],
    [
      'three decimals',
      [
        { cuenta: '1041', debe: '1.005' },
        { cuenta: '1031', haber: '1.005' },
      ],
      'Línea 1: los importes tienen hasta 2 decimales',
    ],
  ])('refuses %s', (_caso, lineas, esperado) => {
    expect(asientoVario({ moneda: 'PEN', tipoCambio: '1', lineas })).toEqual({ error: esperado });
  });
});
