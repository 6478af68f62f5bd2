import { describe, expect, it } from 'vitest';
import { PARAMETROS_PLANILLA } from './parametros.ts';
import { primerDiaDePeriodo, problemaDeComisionAfp, problemaDeParametro } from './validar-parametros.ts';

describe('an administrator’s payroll parameter', () => {
  it.each([
    ['uit', '2027-01-01', '5600', undefined],
    ['rma', '2026-07-01', '12800.55', undefined],
    ['onp', '2026-01-01', '13', undefined],
    ['prima_seguro_afp', '2026-03-01', '1.3700', undefined],
    ['otro', '2026-01-01', '1', 'El parámetro otro no existe'],
    ['uit', '2027-01-15', '5600', 'UIT: la vigencia debe empezar el primer día de un mes (AAAA-MM-01)'],
    ['uit', '2027-13-01', '5600', 'UIT: la vigencia debe empezar el primer día de un mes (AAAA-MM-01)'],
    ['uit', '2027-01-01', '0', 'UIT: ingrese un importe en soles mayor que cero, con hasta dos decimales'],
    [
      'rmv',
      '2027-01-01',
      '1130.555',
      'Remuneración mínima vital: ingrese un importe en soles mayor que cero, con hasta dos decimales',
    ],
    [
      'essalud',
      '2027-01-01',
      '-9',
      'EsSalud: ingrese un porcentaje con hasta cuatro decimales (p. ej. 1.47)',
    ],
    [
      'essalud',
      '2027-01-01',
      '9,5',
      'EsSalud: ingrese un porcentaje con hasta cuatro decimales (p. ej. 1.47)',
    ],
    ['onp', '2027-01-01', '130', 'ONP: el porcentaje no puede superar 100'],
  ])('%s from %s = %s → %s', (concepto, desde, valor, problema) => {
    expect(problemaDeParametro({ concepto, desde, valor })).toBe(problema);
  });

  it('accepts every default row of the rules', () => {
    for (const p of PARAMETROS_PLANILLA)
      expect(
        problemaDeParametro(p.desde.endsWith('-01') ? p : { ...p, desde: '2026-01-01' }),
      ).toBeUndefined();
  });
});

describe('an AFP’s commissions for a period', () => {
  const ok = { afp: 'HABITAT', periodo: '202603', flujo: '1.47', mixtaFlujo: '0', mixtaSaldo: '1.25' };
  it.each([
    [ok, undefined],
    [{ ...ok, afp: 'HORIZONTE' }, 'La AFP HORIZONTE no existe: use HABITAT, INTEGRA, PRIMA, PROFUTURO'],
    [{ ...ok, periodo: '202613' }, 'El periodo 202613 no es válido (AAAAMM)'],
    [
      { ...ok, flujo: 'abc' },
      'HABITAT, comisión sobre flujo: ingrese un porcentaje con hasta cuatro decimales (p. ej. 1.47)',
    ],
    [
      { ...ok, mixtaFlujo: '1.123456' },
      'HABITAT, comisión mixta sobre flujo: ingrese un porcentaje con hasta cuatro decimales (p. ej. 1.47)',
    ],
    [{ ...ok, mixtaSaldo: '101' }, 'HABITAT, comisión mixta sobre saldo: el porcentaje no puede superar 100'],
  ])('%o → %s', (c, problema) => {
    expect(problemaDeComisionAfp(c)).toBe(problema);
  });

  it.each([
    ['202603', '2026-03-01'],
    ['2026-03', undefined],
    ['202600', undefined],
  ])('period %s starts on %s', (periodo, dia) => {
    expect(primerDiaDePeriodo(periodo)).toBe(dia);
  });
});
