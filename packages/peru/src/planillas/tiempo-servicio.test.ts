import { describe, expect, it } from 'vitest';
import {
  diasCalendario,
  leerPeriodo,
  mesesCalendario,
  mesesYDiasDesde,
  sumarMeses,
} from './tiempo-servicio.ts';

describe('mesesCalendario (whole calendar months and the days of partial ones)', () => {
  it.each([
    ['2025-01-01', '2025-06-30', 6, 0],
    ['2025-01-02', '2025-06-30', 5, 30],
    ['2025-03-10', '2025-04-30', 1, 22],
    ['2025-05-01', '2025-09-20', 4, 20],
    ['2025-02-01', '2025-02-28', 1, 0],
    ['2024-12-15', '2025-01-10', 0, 27],
  ])('%s to %s: %i months and %i days', (desde, hasta, meses, dias) => {
    expect(mesesCalendario({ desde, hasta })).toEqual({ meses, dias });
  });
});

describe('mesesYDiasDesde (from an anniversary)', () => {
  it.each([
    ['2024-03-10', '2025-01-20', 10, 11],
    ['2024-03-10', '2025-03-09', 12, 0],
    ['2025-02-01', '2025-09-20', 7, 20],
    ['2025-01-15', '2025-02-13', 0, 30],
    ['2025-01-01', '2025-01-01', 0, 1],
  ])('%s to %s: %i months and %i days', (inicio, fin, meses, dias) => {
    expect(mesesYDiasDesde(inicio, fin)).toEqual({ meses, dias });
  });
});

describe('date helpers', () => {
  it('counts calendar days with both ends and adds months keeping the month end', () => {
    expect(diasCalendario('2025-03-10', '2025-03-31')).toBe(22);
    expect(diasCalendario('2025-03-10', '2025-03-09')).toBe(0);
    expect(sumarMeses('2024-01-31', 1)).toBe('2024-02-29');
    expect(sumarMeses('2024-11-15', 3)).toBe('2025-02-15');
  });

  it('reads AAAAMM periods and refuses others', () => {
    expect(leerPeriodo('202512')).toEqual({ anio: 2025, mes: 12 });
    expect(() => leerPeriodo('202513')).toThrow('Periodo no válido');
    expect(() => leerPeriodo('2025-01')).toThrow('Periodo no válido');
  });
});
