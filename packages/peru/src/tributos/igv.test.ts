import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  AFECTACIONES_IGV,
  afectacionIgv,
  MENSAJE_REGIMEN_SIN_RUBRO,
  regimenDeRubro,
  regimenIgvDeclarado,
  tasaDeAfectacion,
  tasaIgv,
} from './igv.ts';

describe('tasaIgv (dated rates, peru-facts §2)', () => {
  it.each([
    ['2025-12-31', 'general', '16', '2', '18'],
    ['2026-01-01', 'general', '15.5', '2.5', '18'],
    ['2027-06-30', 'general', '15', '3', '18'],
    ['2028-01-01', 'general', '14.5', '3.5', '18'],
    ['2031-03-15', 'general', '14', '4', '18'],
    ['2022-08-31', 'restaurantes_hoteles_mype', '16', '2', '18'],
    ['2022-09-01', 'restaurantes_hoteles_mype', '8', '2', '10'],
    ['2025-07-01', 'restaurantes_hoteles_mype', '8', '2', '10'],
    ['2026-05-10', 'restaurantes_hoteles_mype', '8', '2.5', '10.5'],
    ['2027-12-31', 'restaurantes_hoteles_mype', '12', '3', '15'],
    ['2028-01-01', 'restaurantes_hoteles_mype', '14.5', '3.5', '18'],
  ] as const)('%s %s → IGV %s + IPM %s = %s', (fecha, regimen, igv, ipm, total) => {
    expect(tasaIgv(fecha, regimen)).toMatchObject({ igv, ipm, total });
  });

  it('keeps IGV + IPM equal to the total in every row', () => {
    for (const fecha of ['2012-01-01', '2026-01-01', '2027-01-01', '2028-01-01', '2029-01-01'])
      for (const regimen of ['general', 'restaurantes_hoteles_mype'] as const) {
        const t = tasaIgv(fecha, regimen);
        expect(new Decimal(t.igv).plus(t.ipm).eq(t.total)).toBe(true);
      }
  });

  it('refuses a date before the data and a malformed date', () => {
    expect(() => tasaIgv('2010-12-31')).toThrow('No hay tasa de IGV');
    expect(() => tasaIgv('31/12/2026')).toThrow('Fecha no válida');
  });
});

describe('catálogo 07 groups', () => {
  it.each([
    ['10', 'gravado', true],
    ['13', 'gravado', false],
    ['20', 'exonerado', true],
    ['21', 'exonerado', false],
    ['30', 'inafecto', true],
    ['37', 'inafecto', false],
    ['40', 'exportacion', true],
  ] as const)('%s is %s, onerosa %s', (codigo, grupo, onerosa) => {
    expect(afectacionIgv(codigo)).toMatchObject({ grupo, onerosa });
  });

  it('has the 19 codes of the catalogue and nothing else', () => {
    expect(AFECTACIONES_IGV).toHaveLength(19);
    expect(afectacionIgv('18')).toBeUndefined();
  });

  it.each([
    ['10', '2026-03-01', 'general', '18'],
    ['15', '2026-03-01', 'restaurantes_hoteles_mype', '10.5'],
    ['17', '2026-03-01', 'general', '4'],
    ['20', '2026-03-01', 'general', '0'],
    ['30', '2026-03-01', 'general', '0'],
    ['40', '2026-03-01', 'general', '0'],
  ] as const)(
    'afectación %s on %s (%s) separates price and value by %s%%',
    (codigo, fecha, regimen, tasa) => {
      expect(tasaDeAfectacion(codigo, fecha, regimen)).toBe(tasa);
    },
  );

  it('refuses an unknown affectation', () => {
    expect(() => tasaDeAfectacion('99', '2026-01-01')).toThrow('desconocido');
  });
});

describe('regimenDeRubro', () => {
  it('takes a restaurant or hotel rubro as the MYPE reduced-rate regime, any other as general', () => {
    expect(regimenDeRubro('restaurante')).toBe('restaurantes_hoteles_mype');
    expect(regimenDeRubro('hotel')).toBe('restaurantes_hoteles_mype');
    expect(regimenDeRubro('bar')).toBe('general');
    expect(regimenDeRubro(null)).toBe('general');
  });
});

describe('regimenIgvDeclarado', () => {
  it('takes the declaration, the reduced rate only for a restaurant or hotel', () => {
    expect(regimenIgvDeclarado('restaurante', 'general')).toEqual({ regimen: 'general' });
    expect(regimenIgvDeclarado('hotel', 'restaurantes_hoteles_mype')).toEqual({
      regimen: 'restaurantes_hoteles_mype',
    });
    expect(regimenIgvDeclarado('comercial', 'restaurantes_hoteles_mype')).toEqual({
      error: MENSAJE_REGIMEN_SIN_RUBRO,
    });
    expect(regimenIgvDeclarado(null, 'restaurantes_hoteles_mype')).toEqual({
      error: MENSAJE_REGIMEN_SIN_RUBRO,
    });
    expect(regimenIgvDeclarado('hotel', 'mype')).toEqual({ error: 'Régimen de IGV no válido' });
  });

  it('without a declaration presumes it from the rubro', () => {
    expect(regimenIgvDeclarado('restaurante', null)).toEqual({ regimen: 'restaurantes_hoteles_mype' });
    expect(regimenIgvDeclarado('bar', undefined)).toEqual({ regimen: 'general' });
  });
});
