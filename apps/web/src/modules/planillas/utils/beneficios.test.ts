import { describe, expect, it } from 'vitest';
import { periodoBeneficio, primerMes } from './beneficios';

describe('periodoBeneficio', () => {
  it.each([
    ['gratificacion', '2026', '07', '2026-03', '202607'],
    ['gratificacion', '2025', '12', '2026-03', '202512'],
    ['cts', '2026', '05', '2026-03', '202605'],
    ['vacaciones', '2026', '', '2026-06', '202606'],
    ['liquidacion', '2026', '', '2026-03', '202603'],
  ] as const)('%s of %s/%s (month %s) is %s', (tipo, anio, mesFijo, mes, periodo) => {
    expect(periodoBeneficio(tipo, anio, mesFijo, mes)).toBe(periodo);
  });

  it('starts a gratificación on July and a CTS on May', () => {
    expect(primerMes('gratificacion')).toBe('07');
    expect(primerMes('cts')).toBe('05');
    expect(primerMes('vacaciones')).toBe('');
  });
});
