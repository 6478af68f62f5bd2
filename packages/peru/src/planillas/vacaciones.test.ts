import { describe, expect, it } from 'vitest';
import {
  calcularVacacionesPendientes,
  calcularVacacionesTruncas,
  cumpleRecordVacacional,
  diasVacacionesAnuales,
  inicioRecordVacacional,
  remuneracionVacacional,
} from './vacaciones.ts';

describe('vacations (DL 713)', () => {
  it.each([
    [6, 260, 0, true],
    [6, 259, 0, false],
    [5, 210, 0, true],
    [5, 209, 0, false],
    [4, 150, 10, true],
    [3, 100, 11, false],
  ])('%i days a week, %i worked, %i absences: record %s', (diasPorSemana, diasLaborados, faltas, cumple) => {
    expect(cumpleRecordVacacional({ diasPorSemana, diasLaborados, faltasInjustificadas: faltas })).toBe(
      cumple,
    );
  });

  it('gives 30 days in the general regime and 15 in the micro and pequeña empresa', () => {
    expect(diasVacacionesAnuales('general')).toBe(30);
    expect(diasVacacionesAnuales('pequena_empresa')).toBe(15);
    expect(diasVacacionesAnuales('microempresa')).toBe(15);
  });

  it('pays vacation days at the remuneración computable / 30', () => {
    expect(remuneracionVacacional('3000', 30)).toBe('3000.00');
    expect(remuneracionVacacional('2613', 15)).toBe('1306.50');
    expect(remuneracionVacacional('2000', 7)).toBe('466.67');
  });

  it('starts the running record at the last anniversary of the hire', () => {
    expect(inicioRecordVacacional('2023-02-01', '2025-09-20')).toBe('2025-02-01');
    expect(inicioRecordVacacional('2023-02-01', '2025-01-31')).toBe('2024-02-01');
    expect(inicioRecordVacacional('2025-03-10', '2025-09-20')).toBe('2025-03-10');
  });

  it.each([
    // 10 months 11 days: 2,613 × 311 / 360 = 2,257.341… → 2,257.34
    ['general', '2024-03-10', '2025-01-20', 10, 11, '2257.34'],
    // microempresa, 15 days: half of it, 1,306.50 × 311 / 360 = 1,128.670… → 1,128.67
    ['microempresa', '2024-03-10', '2025-01-20', 10, 11, '1128.67'],
    // 7 months 20 days: 2,613 × 230 / 360 = 1,669.416… → 1,669.42
    ['general', '2025-02-01', '2025-09-20', 7, 20, '1669.42'],
  ] as const)(
    '%s truncas from %s to %s: %i months %i days → %s',
    (regimen, inicio, cese, meses, dias, importe) => {
      expect(
        calcularVacacionesTruncas({
          regimenLaboral: regimen,
          remuneracionComputable: '2613',
          inicioRecord: inicio,
          fechaCese: cese,
        }),
      ).toMatchObject({ meses, dias, importe });
    },
  );

  it('pays earned days not taken, and as much again as indemnity once overdue (art. 23)', () => {
    expect(
      calcularVacacionesPendientes('3000', [
        { dias: 30, vencida: true },
        { dias: 15, vencida: false },
      ]),
    ).toEqual({ remuneracion: '4500.00', indemnizacion: '3000.00' });
  });
});
