import { describe, expect, it } from 'vitest';
import { calcularGratificacion, type EntradaGratificacion } from './gratificacion.ts';

const julio2025 = (cambios: Partial<EntradaGratificacion>) =>
  calcularGratificacion({
    anio: 2025,
    mes: 7,
    regimenLaboral: 'general',
    remuneracionComputable: '2000',
    fechaIngreso: '2020-01-01',
    salud: 'essalud',
    ...cambios,
  });

describe('calcularGratificacion (Ley 27735, Ley 30334)', () => {
  it('reproduces libero.pe (07-07-2025): S/ 2,000, full semester, EsSalud → 2,000 + 180 = 2,180.00', () => {
    expect(julio2025({})).toMatchObject({
      mesesCompletos: 6,
      gratificacion: '2000.00',
      bonificacionExtraordinaria: '180.00',
      total: '2180.00',
    });
  });

  it.each([
    // grupovisualcont: 3,000 + AF 102.50; the 9 % taken on the whole gratificación (peru-facts' caution)
    ['general, 3,102.50', { remuneracionComputable: '3102.50' }, '3102.50', '279.23', '3381.73'],
    // pequeña empresa 1,500: half, 750 + 9 % × 750 (peru-facts' caution on the source's 135)
    [
      'pequeña, 1,500',
      { regimenLaboral: 'pequena_empresa', remuneracionComputable: '1500' },
      '750.00',
      '67.50',
      '817.50',
    ],
    ['microempresa', { regimenLaboral: 'microempresa' }, '0.00', '0.00', '0.00'],
    ['EPS: 6.75 %', { salud: 'eps' }, '2000.00', '135.00', '2135.00'],
    // hired 2 January: February–June, 5 sixths = 1,666.666… → 1,666.67
    ['hired 02-01', { fechaIngreso: '2025-01-02' }, '1666.67', '150.00', '1816.67'],
    // hired 10 March: April–June, 3 sixths
    [
      'hired 10-03',
      { fechaIngreso: '2025-03-10', remuneracionComputable: '1800' },
      '900.00',
      '81.00',
      '981.00',
    ],
    // 2 absences: 3,000 − 2 × (500 / 30) = 2,966.666… → 2,966.67 ; 9 % = 267.0003 → 267.00
    ['2 absences', { remuneracionComputable: '3000', faltas: 2 }, '2966.67', '267.00', '3233.67'],
    ['hired after the semester', { fechaIngreso: '2025-07-01' }, '0.00', '0.00', '0.00'],
    ['less than a whole month', { fechaIngreso: '2025-06-02' }, '0.00', '0.00', '0.00'],
  ] as const)('%s', (_caso, cambios, gratificacion, bonificacion, total) => {
    expect(julio2025(cambios)).toMatchObject({
      gratificacion,
      bonificacionExtraordinaria: bonificacion,
      total,
    });
  });

  it('gives the gratificación trunca of December for a cese on 15 October (July–September)', () => {
    const r = calcularGratificacion({
      anio: 2025,
      mes: 12,
      regimenLaboral: 'general',
      remuneracionComputable: '2000',
      fechaIngreso: '2020-01-01',
      fechaCese: '2025-10-15',
      salud: 'essalud',
    });
    expect(r).toMatchObject({
      semestre: { desde: '2025-07-01', hasta: '2025-12-31' },
      mesesCompletos: 3,
      gratificacion: '1000.00',
      total: '1090.00',
    });
  });
});
