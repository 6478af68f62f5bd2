import { describe, expect, it } from 'vitest';
import { GRUPOS_POR_DIGITO, GRUPOS_RUC, grupoDeRuc, validarCronograma } from './cronograma.ts';
import { domingoDePascua, esDiaHabil, feriadoEn, feriadosDelAnio } from './feriados.ts';

describe('feriados', () => {
  it.each([
    [2024, 3, 31],
    [2025, 4, 20],
    [2026, 4, 5],
    [2019, 4, 21],
  ])('Easter %i is %i/%i', (anio, mes, dia) => expect(domingoDePascua(anio)).toEqual({ mes, dia }));

  it('adds Holy Thursday and Good Friday from Easter', () => {
    expect(feriadoEn('2026-04-02')).toBe('Jueves Santo');
    expect(feriadoEn('2026-04-03')).toBe('Viernes Santo');
  });

  it('applies holidays from the year the law added them', () => {
    expect(feriadoEn('2022-06-07')).toBeUndefined();
    expect(feriadoEn('2023-06-07')).toBe('Batalla de Arica y Día de la Bandera');
    expect(feriadoEn('2023-08-06')).toBeUndefined();
    expect(feriadoEn('2024-08-06')).toBe('Batalla de Junín');
    expect(feriadosDelAnio(2026)).toHaveLength(16);
  });

  it('knows business days', () => {
    expect(esDiaHabil('2026-11-23')).toBe(true); // Monday
    expect(esDiaHabil('2026-11-22')).toBe(false); // Sunday
    expect(esDiaHabil('2026-12-08')).toBe(false); // Inmaculada Concepción
  });
});

describe('cronograma', () => {
  it('maps the last RUC digit to its group', () => {
    expect(grupoDeRuc('20601234565', GRUPOS_RUC)).toBe('4-5');
    expect(grupoDeRuc('20100070970', GRUPOS_RUC)).toBe('0');
    expect(grupoDeRuc('20100070973', GRUPOS_POR_DIGITO)).toBe('3');
  });

  it('accepts business days after the period and names every wrong row', () => {
    const filas = [
      { periodo: '2026-01', grupo: '0', vence: '2026-02-13' }, // Friday: good
      { periodo: '2026-01', grupo: '1', vence: '2026-02-14' }, // Saturday
      { periodo: '2026-04', grupo: '0', vence: '2026-05-01' }, // Labour Day
      { periodo: '2026-03', grupo: '9-9', vence: '2026-04-14' },
      { periodo: '2025-12', grupo: '0', vence: '2026-01-14' },
      { periodo: '2026-05', grupo: '0', vence: '2026-05-29' },
      { periodo: '2026-01', grupo: '0', vence: '2026-02-13' },
      { periodo: '2026-06', grupo: '0', vence: '2026-07-32' },
    ];
    expect(validarCronograma(2026, filas, GRUPOS_RUC)).toEqual([
      'Fila 2: el 14/02/2026 es sábado',
      'Fila 3: el 01/05/2026 es feriado (Día del Trabajo)',
      'Fila 4: el grupo "9-9" no existe (use 0, 1, 2-3, 4-5, 6-7, 8-9, BUC)',
      'Fila 5: el periodo "2025-12" no es un mes de 2026 (AAAA-MM)',
      'Fila 6: el vencimiento 29/05/2026 no es posterior al periodo 2026-05',
      'Fila 7: el periodo 2026-01 y grupo 0 están repetidos',
      'Fila 8: la fecha "2026-07-32" no es válida (AAAA-MM-DD)',
    ]);
  });
});
