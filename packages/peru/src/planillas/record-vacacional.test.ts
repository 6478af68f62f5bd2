import { describe, expect, it } from 'vitest';
import { pendientesDelRecord, recordVacacional } from './record-vacacional.ts';

describe('recordVacacional (DL 713)', () => {
  it.each([
    // hire, date, regime, days taken → [earned, taken, pending, overdue] per year, advance, running start
    ['2025-03-10', '2026-03-08', 'general', [], [], 0, '2025-03-10'],
    ['2025-03-10', '2026-03-09', 'general', [], [[30, 0, 30, false]], 0, '2026-03-10'],
    [
      '2023-02-01',
      '2025-09-20',
      'general',
      [['2024-03-01', '2024-03-15']],
      [
        [30, 15, 15, true],
        [30, 0, 30, false],
      ],
      0,
      '2025-02-01',
    ],
    [
      '2023-02-01',
      '2025-01-31',
      'pequena_empresa',
      [['2024-03-01', '2024-03-20']],
      [
        [15, 15, 0, false],
        [15, 5, 10, false],
      ],
      0,
      '2025-02-01',
    ],
    [
      '2025-01-01',
      '2025-12-31',
      'microempresa',
      [['2025-12-20', '2025-12-31']],
      [[15, 12, 3, false]],
      0,
      '2026-01-01',
    ],
    ['2025-01-01', '2025-06-30', 'general', [['2025-06-01', '2025-06-10']], [], 10, '2025-01-01'],
    // A goce still running on the date counts only up to it.
    [
      '2024-01-01',
      '2025-01-05',
      'general',
      [['2025-01-01', '2025-01-30']],
      [[30, 5, 25, false]],
      0,
      '2025-01-01',
    ],
  ] as const)(
    '%s to %s (%s)',
    (fechaIngreso, fecha, regimenLaboral, goces, periodos, adelantados, inicio) => {
      const r = recordVacacional({
        fechaIngreso,
        fecha,
        regimenLaboral,
        goces: goces.map(([desde, hasta]) => ({ desde, hasta })),
      });
      expect(r.periodos.map((p) => [p.diasGanados, p.diasGozados, p.pendientes, p.vencido])).toEqual(
        periodos,
      );
      expect(r.diasAdelantados).toBe(adelantados);
      expect(r.inicioRecordActual).toBe(inicio);
    },
  );

  it('names each year of service and hands the pending days to the settlement', () => {
    const r = recordVacacional({
      fechaIngreso: '2023-02-01',
      fecha: '2025-09-20',
      regimenLaboral: 'general',
      goces: [{ desde: '2024-03-01', hasta: '2024-03-15' }],
    });
    expect(r.periodos.map((p) => [p.desde, p.hasta])).toEqual([
      ['2023-02-01', '2024-01-31'],
      ['2024-02-01', '2025-01-31'],
    ]);
    expect(pendientesDelRecord(r)).toEqual([
      { dias: 15, vencida: true },
      { dias: 30, vencida: false },
    ]);
  });
});
