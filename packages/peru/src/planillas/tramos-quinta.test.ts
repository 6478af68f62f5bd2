import { describe, expect, it } from 'vitest';
import { parametrosPlanilla } from './parametros.ts';
import { tramosQuinta } from './tramos-quinta.ts';

const escala = parametrosPlanilla('2025-01-01').escalaQuinta;

describe('tramosQuinta (art. 53 bands one by one)', () => {
  it.each([
    // UIT 4,300: bands up to 21,500 / 86,000 / 150,500 / 193,500 (peru-facts §4).
    ['0', '4300', ['0.00', '0.00', '0.00', '0.00', '0.00'], ['0.00', '0.00', '0.00', '0.00', '0.00']],
    [
      '21500',
      '4300',
      ['21500.00', '0.00', '0.00', '0.00', '0.00'],
      ['1720.00', '0.00', '0.00', '0.00', '0.00'],
    ],
    // 9,350 net (gob.pe/7319, UIT 4,950): all in the first band, 748.00.
    ['9350', '4950', ['9350.00', '0.00', '0.00', '0.00', '0.00'], ['748.00', '0.00', '0.00', '0.00', '0.00']],
    // 100,000: 21,500 × 8 % + 64,500 × 14 % + 14,000 × 17 % = 1,720 + 9,030 + 2,380.
    [
      '100000',
      '4300',
      ['21500.00', '64500.00', '14000.00', '0.00', '0.00'],
      ['1720.00', '9030.00', '2380.00', '0.00', '0.00'],
    ],
    // 293,500: every band, the last one 100,000 × 30 % (total 60,315.00).
    [
      '293500',
      '4300',
      ['21500.00', '64500.00', '64500.00', '43000.00', '100000.00'],
      ['1720.00', '9030.00', '10965.00', '8600.00', '30000.00'],
    ],
    ['-50', '4300', ['0.00', '0.00', '0.00', '0.00', '0.00'], ['0.00', '0.00', '0.00', '0.00', '0.00']],
  ])('%s with UIT %s', (renta, uit, bases, impuestos) => {
    const tramos = tramosQuinta(renta, uit, escala);
    expect(tramos.map((t) => t.tasa)).toEqual(['8', '14', '17', '20', '30']);
    expect(tramos.map((t) => t.base.toFixed(2))).toEqual(bases);
    expect(tramos.map((t) => t.impuesto.toFixed(2))).toEqual(impuestos);
  });
});
