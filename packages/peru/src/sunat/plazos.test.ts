import { describe, expect, it } from 'vitest';
import { dentroDelPlazo, diasDesde, fechaPeruana, PLAZOS_SUNAT, ultimoDiaDelPlazo } from './plazos.ts';

describe("SUNAT's deadlines", () => {
  it.each([
    ['2025-03-10', '2025-03-10', 0],
    ['2025-03-10', '2025-03-17', 7],
    ['2025-02-27', '2025-03-01', 2],
    ['2024-12-30', '2025-01-02', 3],
    ['2025-03-11', '2025-03-10', -1],
  ])('%s → %s is %i days', (fecha, hoy, dias) => {
    expect(diasDesde(fecha, hoy)).toBe(dias);
  });

  it.each([
    ['the issue day', '2025-03-10', true],
    ['the 7th day', '2025-03-17', true],
    ['the 8th day', '2025-03-18', false],
    ['a date before the issue', '2025-03-09', false],
  ])('a baja of a document of 2025-03-10 on %s: %s', (_, hoy, dentro) => {
    expect(dentroDelPlazo('2025-03-10', hoy, PLAZOS_SUNAT.baja)).toBe(dentro);
  });

  it('names the last day and writes dates as DD/MM/YYYY', () => {
    expect(ultimoDiaDelPlazo('2025-02-25', PLAZOS_SUNAT.baja)).toBe('2025-03-04');
    expect(ultimoDiaDelPlazo('2024-02-25', PLAZOS_SUNAT.baja)).toBe('2024-03-03');
    expect(fechaPeruana('2025-03-04')).toBe('04/03/2025');
  });
});
