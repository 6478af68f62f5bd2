import { describe, expect, it } from 'vitest';
import { type EntradaPagoACuenta, pagoACuentaRenta, tasaRenta } from './pago-a-cuenta-renta.ts';

const UIT_2026 = '5500.00';
const pago = (e: Partial<EntradaPagoACuenta>) =>
  pagoACuentaRenta({
    regimen: 'general',
    periodo: '202603',
    ingresosMes: '10000.00',
    ingresosAnteriores: '0.00',
    uit: UIT_2026,
    ...e,
  });

describe('pagoACuentaRenta', () => {
  it.each<[string, Partial<EntradaPagoACuenta>, string, string]>([
    ['régimen general 1.5 %', {}, '1.5', '150.00'],
    ['general: coefficient higher than 1.5 %', { coeficiente: '0.0200' }, '2', '200.00'],
    ['general: coefficient lower, 1.5 % stays', { coeficiente: '0.0100' }, '1.5', '150.00'],
    ['RER 1.5 %', { regimen: 'rer' }, '1.5', '150.00'],
    ['NRUS has no monthly IR', { regimen: 'nrus' }, '0', '0.00'],
    ['MYPE tributario 1 %', { regimen: 'mype' }, '1', '100.00'],
    [
      'MYPE exactly at 300 UIT keeps 1 %',
      { regimen: 'mype', ingresosAnteriores: '1640000.00' },
      '1',
      '100.00',
    ],
    ['MYPE over 300 UIT: 1.5 %', { regimen: 'mype', ingresosAnteriores: '1640000.01' }, '1.5', '150.00'],
    [
      'MYPE over 300 UIT with a higher coefficient',
      { regimen: 'mype', ingresosAnteriores: '2000000.00', coeficiente: '0.0180' },
      '1.8',
      '180.00',
    ],
    ['net income below zero (notes) pays nothing', { ingresosMes: '-500.00' }, '1.5', '0.00'],
    ['cents round half up', { ingresosMes: '1234.57' }, '1.5', '18.52'],
  ])('%s', (_caso, e, porcentaje, importe) => {
    const p = pago(e);
    expect([p.porcentaje, p.importe]).toEqual([porcentaje, importe]);
  });

  it('MYPE reports the 300 UIT limit of the year and the income up to the month', () => {
    const p = pago({ regimen: 'mype', ingresosAnteriores: '20000.00' });
    expect([p.limite, p.acumulado]).toEqual(['1650000.00', '30000.00']);
    expect(p.regla).toContain('hasta 300 UIT');
    expect(pago({ regimen: 'mype', ingresosAnteriores: '1650000.00' }).regla).toContain('sobre 300 UIT');
  });

  it('serves rates by period and refuses a period before the data', () => {
    expect(tasaRenta('mype', '201701').porcentaje).toBe('1');
    expect(() => tasaRenta('mype', '201612')).toThrow(RangeError);
  });
});
