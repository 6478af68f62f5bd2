import { describe, expect, it } from 'vitest';
import { parametrosPlanilla } from './parametros.ts';
import { calcularAportePension } from './pension.ts';

const importes = (base: string, pension: Parameters<typeof calcularAportePension>[1], fecha: string) =>
  calcularAportePension(base, pension, parametrosPlanilla(fecha)).lineas.map((l) => [l.codigo, l.importe]);

describe('calcularAportePension', () => {
  it('ONP 13 % on the RMV 1,130 is 146.90 (larepublica.pe 28-01-2025)', () => {
    expect(importes('1130', { sistema: 'onp' }, '2025-02-01')).toEqual([['onp', '146.90']]);
  });

  it('AFP premium 1.37 % on S/ 3,000 is 41.10 (infobae 21-01-2025)', () => {
    expect(importes('3000', { sistema: 'afp', afp: 'PRIMA', comision: 'flujo' }, '2025-03-01')).toEqual([
      ['aporte_afp', '300.00'],
      ['prima_seguro_afp', '41.10'],
      ['comision_afp', '48.00'],
    ]);
  });

  it.each([
    // 15,000 × 10 % = 1,500.00 ; 12,184.88 (RMA) × 1.37 % = 166.932856 → 166.93 ; 15,000 × flujo
    ['HABITAT', 'flujo', '220.50'],
    ['INTEGRA', 'flujo', '232.50'],
    ['PRIMA', 'flujo', '240.00'],
    ['PROFUTURO', 'flujo', '253.50'],
    ['PROFUTURO', 'mixta', '0.00'],
  ] as const)(
    'above the RMA the premium is capped, the aporte and %s %s commission are not',
    (afp, comision, c) => {
      expect(importes('15000', { sistema: 'afp', afp, comision }, '2025-08-01')).toEqual([
        ['aporte_afp', '1500.00'],
        ['prima_seguro_afp', '166.93'],
        ['comision_afp', c],
      ]);
    },
  );

  it('warns when there is no RMA for the date and charges the premium uncapped', () => {
    const r = calcularAportePension(
      '15000',
      { sistema: 'afp', afp: 'HABITAT', comision: 'flujo' },
      parametrosPlanilla('2025-03-01'),
    );
    expect(r.lineas[1]?.importe).toBe('205.50');
    expect(r.advertencias[0]).toContain('No hay remuneración máxima asegurable');
    expect(r.total).toBe('1926.00');
  });

  it('withholds nothing without a base or a pension system', () => {
    expect(importes('0', { sistema: 'onp' }, '2025-02-01')).toEqual([]);
    expect(importes('2000', { sistema: 'ninguno' }, '2025-02-01')).toEqual([]);
  });
});
