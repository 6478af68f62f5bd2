import { describe, expect, it } from 'vitest';
import { asientoDePartidas } from './asiento-beneficio.ts';
import { gastoContra } from './calculo.ts';

const lado = (l: { cuenta: string; debe: string; haber: string }) => [l.cuenta, l.debe, l.haber];

describe('asientoDePartidas', () => {
  it('adds each account’s partidas, debits first, and drops what nets to zero', () => {
    const asiento = asientoDePartidas(
      [
        ...gastoContra('6214', '4114', '2180.00'),
        ...gastoContra('6214', '4114', '817.50'),
        ...gastoContra('6214', '4114', '0.00'),
      ],
      'Gratificación 07/2026',
    );
    expect(asiento.map(lado)).toEqual([
      ['6214', '2997.50', '0.00'],
      ['4114', '0.00', '2997.50'],
    ]);
    expect(asiento.every((l) => l.glosa === 'Gratificación 07/2026')).toBe(true);
  });

  it('turns a provision that fell into the reverse entry', () => {
    const asiento = asientoDePartidas(
      [...gastoContra('6215', '4115', '1000.00'), ...gastoContra('6215', '4115', '-1500.50')],
      'Provisión de vacaciones 06/2026',
    );
    expect(asiento.map(lado)).toEqual([
      ['4115', '500.50', '0.00'],
      ['6215', '0.00', '500.50'],
    ]);
  });

  it('lets a withholding lower what is owed on the same account', () => {
    const asiento = asientoDePartidas(
      [
        { cuenta: '6215', importe: '2200.00' },
        { cuenta: '4115', importe: '-2200.00' },
        { cuenta: '4032', importe: '-286.00' },
        { cuenta: '4115', importe: '286.00' },
      ],
      'Liquidación',
    );
    expect(asiento.map(lado)).toEqual([
      ['6215', '2200.00', '0.00'],
      ['4032', '0.00', '286.00'],
      ['4115', '0.00', '1914.00'],
    ]);
  });

  it('is empty when nothing is owed', () => {
    expect(asientoDePartidas(gastoContra('6291', '4151', '0'), 'CTS')).toEqual([]);
  });
});
