import { describe, expect, it } from 'vitest';
import { cesadosEnMes, opcionTrabajador, periodoBeneficio, primerMes, ultimoDiaDeMes } from './beneficios';

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

describe('the month’s workers and days', () => {
  const w = (id: string, fecha_cese: string | null) => ({
    id,
    numero_documento: `4000000${id}`,
    apellido_paterno: 'ROJAS',
    apellido_materno: '',
    nombres: 'ANA',
    fecha_cese,
  });

  it('ends a month on its last day, February too', () => {
    expect(ultimoDiaDeMes('2026-06')).toBe('2026-06-30');
    expect(ultimoDiaDeMes('2024-02')).toBe('2024-02-29');
    expect(ultimoDiaDeMes('2026-12')).toBe('2026-12-31');
  });

  it('names a worker with the document and keeps those ceased in the month', () => {
    expect(opcionTrabajador(w('1', null))).toEqual({ value: '1', label: 'ROJAS ANA (40000001)' });
    expect(
      cesadosEnMes([w('1', null), w('2', '2026-03-20'), w('3', '2026-04-01')], '2026-03').map((t) => t.id),
    ).toEqual(['2']);
  });
});
