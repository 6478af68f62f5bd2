import { describe, expect, it } from 'vitest';
import { mesesEntre, periodoBeneficio, seisMesesHasta } from './periodo-beneficio.ts';

describe('periodoBeneficio', () => {
  it.each([
    ['gratificacion', '202607', { anio: 2026, mes: 7, texto: '07/2026', fecha: '2026-07-31' }],
    ['gratificacion', '202512', { anio: 2025, mes: 12, texto: '12/2025', fecha: '2025-12-31' }],
    ['cts', '202605', { mes: 5, fecha: '2026-05-31' }],
    ['vacaciones', '202602', { mes: 2, fecha: '2026-02-28' }],
    ['liquidacion', '202403', { fecha: '2024-03-31' }],
    ['utilidades', '2025', { anio: 2025, mes: 12, texto: '2025', fecha: '2025-12-31' }],
  ])('%s %s', (tipo, periodo, esperado) => {
    expect(periodoBeneficio(tipo, periodo)).toMatchObject({ tipo, periodo, ...esperado });
  });

  it.each([
    [
      'prima',
      '202607',
      'El tipo de beneficio no es válido (gratificacion, cts, vacaciones, utilidades, liquidacion)',
    ],
    ['gratificacion', '202606', 'La gratificación se calcula en julio (AAAA07) o diciembre (AAAA12)'],
    ['cts', '202604', 'La CTS se deposita en mayo (AAAA05) o noviembre (AAAA11)'],
    ['vacaciones', '202613', 'El periodo no es válido (AAAAMM)'],
    ['utilidades', '202512', 'El ejercicio no es válido (AAAA)'],
  ])('refuses %s %s in Spanish', (tipo, periodo, mensaje) => {
    expect(() => periodoBeneficio(tipo, periodo)).toThrow(mensaje);
  });
});

describe('months of a range', () => {
  it('lists the AAAAMM months between two dates across a year', () => {
    expect(mesesEntre('2025-11-01', '2026-04-30')).toEqual([
      '202511',
      '202512',
      '202601',
      '202602',
      '202603',
      '202604',
    ]);
    expect(mesesEntre('2026-03-20', '2026-03-20')).toEqual(['202603']);
  });

  it('takes the six months ending with a date’s month', () => {
    expect(seisMesesHasta('2026-03-20')).toEqual([
      '202510',
      '202511',
      '202512',
      '202601',
      '202602',
      '202603',
    ]);
    expect(seisMesesHasta('2026-06-30')).toEqual([
      '202601',
      '202602',
      '202603',
      '202604',
      '202605',
      '202606',
    ]);
  });
});
