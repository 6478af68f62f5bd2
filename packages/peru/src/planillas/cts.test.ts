import { describe, expect, it } from 'vitest';
import { calcularCts, depositoCtsDeFecha, type EntradaCts, periodoCts } from './cts.ts';

const mayo2025 = (cambios: Partial<EntradaCts>) =>
  calcularCts({
    anio: 2025,
    mes: 5,
    regimenLaboral: 'general',
    remuneracionComputable: '1500',
    gratificacionPercibida: '1500',
    fechaIngreso: '2020-01-01',
    ...cambios,
  });

describe('calcularCts (DS 001-97-TR)', () => {
  it('reproduces gestion.pe: 1,500 + 1/6 × 1,500 = 1,750 computable → full semester 875.00', () => {
    expect(mayo2025({})).toMatchObject({
      periodo: { desde: '2024-11-01', hasta: '2025-04-30' },
      meses: 6,
      diasComputables: 180,
      sextoGratificacion: '250.00',
      remuneracionComputable: '1750.00',
      cts: '875.00',
    });
  });

  it.each([
    // gestion.pe: worked December–April, 1,750 / 12 × 5 = 729.166… → 729.17
    ['5 months', { fechaIngreso: '2024-12-01' }, 5, 0, '729.17'],
    // diariocorreo's 874.80 comes from rounding the day to 4.86 first; 1,750 × 180 / 360 is 875.00
    ['180 days by the day', { fechaIngreso: '2024-11-01' }, 6, 0, '875.00'],
    // hired 10 March 2025, no gratificación yet: 22 days + April = 52 days × 1,800 / 360 = 260.00
    [
      'hired 10-03',
      { fechaIngreso: '2025-03-10', remuneracionComputable: '1800', gratificacionPercibida: '0' },
      1,
      22,
      '260.00',
    ],
    // 3 absences: 1,750 × 177 / 360 = 860.416… → 860.42
    ['3 absences', { diasNoComputables: 3 }, 6, 0, '860.42'],
    // pequeña empresa: (1,500 + 750 / 6) × ½ × 6 / 12 = 406.25
    ['pequeña empresa', { regimenLaboral: 'pequena_empresa', gratificacionPercibida: '750' }, 6, 0, '406.25'],
    ['microempresa', { regimenLaboral: 'microempresa' }, 6, 0, '0.00'],
    ['hired after the period', { fechaIngreso: '2025-05-01' }, 0, 0, '0.00'],
  ] as const)('%s', (_caso, cambios, meses, dias, cts) => {
    expect(mayo2025(cambios)).toMatchObject({ meses, dias, cts });
  });

  it('gives November the period May–October and the CTS trunca of a cese', () => {
    const r = calcularCts({
      anio: 2025,
      mes: 11,
      regimenLaboral: 'general',
      remuneracionComputable: '1800',
      gratificacionPercibida: '900',
      fechaIngreso: '2025-03-10',
      fechaCese: '2025-08-20',
    });
    // May–July + 20 days = 110 days × (1,800 + 150) / 360 = 595.833… → 595.83
    expect(r).toMatchObject({ meses: 3, dias: 20, remuneracionComputable: '1950.00', cts: '595.83' });
  });

  it.each([
    ['2025-01-15', 2025, 5],
    ['2024-11-01', 2025, 5],
    ['2024-10-31', 2024, 11],
    ['2025-05-01', 2025, 11],
  ])('a date %s falls in the period of the deposit %i-%i', (fecha, anio, mes) => {
    expect(depositoCtsDeFecha(fecha)).toEqual({ anio, mes });
    const periodo = periodoCts(anio, mes as 5 | 11);
    expect(periodo.desde <= fecha && fecha <= periodo.hasta).toBe(true);
  });
});
