import { describe, expect, it } from 'vitest';
import {
  asignacionFamiliarVigente,
  COMISIONES_AFP,
  comisionAfpVigente,
  PARAMETROS_PLANILLA,
  parametrosPlanilla,
  rmvVigente,
  TABLAS_PLANILLA,
  uitVigente,
} from './parametros.ts';

describe('dated parameters (peru-facts §1, §4, §11.5)', () => {
  it.each([
    ['2023-06-30', '4950'],
    ['2024-12-31', '5150'],
    ['2025-01-01', '5350'],
    ['2026-07-01', '5500'],
  ])('UIT on %s is %s', (fecha, uit) => {
    expect(uitVigente(fecha)).toBe(uit);
  });

  it.each([
    ['2018-03-31', '850', '85.00'],
    ['2018-04-01', '930', '93.00'],
    ['2022-04-30', '930', '93.00'],
    ['2022-05-01', '1025', '102.50'],
    ['2024-12-31', '1025', '102.50'],
    ['2025-01-01', '1130', '113.00'],
    ['2026-03-01', '1130', '113.00'],
  ])('RMV on %s is %s and the asignación familiar %s', (fecha, rmv, asignacion) => {
    expect(rmvVigente(fecha)).toBe(rmv);
    expect(asignacionFamiliarVigente(fecha)).toBe(asignacion);
  });

  it.each([
    ['2022-12-01', '1.74', undefined],
    ['2023-06-01', '1.84', undefined],
    ['2024-06-01', '1.70', undefined],
    ['2025-08-01', '1.37', '12184.88'],
    ['2025-12-01', '1.37', '12184.88'],
    ['2026-02-01', '1.37', '12209.11'],
    ['2026-05-01', '1.37', '12598.91'],
  ])('on %s the AFP premium is %s %% and the RMA %s', (fecha, prima, rma) => {
    const p = parametrosPlanilla(fecha);
    expect(p.primaSeguroAfp).toBe(prima);
    expect(p.rma).toBe(rma);
  });

  it.each([
    ['HABITAT', '2025-03-01', '1.47', '1.25'],
    ['INTEGRA', '2025-03-01', '1.55', '0.78'],
    ['PRIMA', '2025-03-01', '1.60', '1.25'],
    ['PROFUTURO', '2025-05-31', '1.69', '1.20'],
    ['PROFUTURO', '2025-06-01', '1.69', '0.68'],
  ] as const)(
    '%s on %s: flujo %s %%, mixta %s %% on balance and nothing on the pay',
    (afp, fecha, flujo, saldo) => {
      expect(comisionAfpVigente(afp, fecha)).toMatchObject({ flujo, mixtaFlujo: '0', mixtaSaldo: saldo });
    },
  );

  it('resolves the fixed rates and lists what is por verificar', () => {
    const p = parametrosPlanilla('2025-08-01');
    expect(p).toMatchObject({
      uit: '5350',
      rmv: '1130',
      asignacionFamiliar: '113.00',
      essalud: '9',
      essaludConEps: '6.75',
      creditoEps: '2.25',
      onp: '13',
      aporteAfp: '10',
      bonificacionExtraordinaria: '9',
      bonificacionExtraordinariaEps: '6.75',
      senati: '0.75',
      sisMicroempresa: '15',
    });
    expect(p.escalaQuinta.tramos.map((t) => t.tasa)).toEqual(['8', '14', '17', '20', '30']);
    expect(p.porVerificar).toEqual(
      expect.arrayContaining([
        'rma (2025-07-01)',
        'credito_eps (2016-05-01)',
        'comision HABITAT (2024-01-01)',
      ]),
    );
    expect(p.porVerificar).not.toContain('essalud (2016-05-01)');
  });

  it('takes a database copy of the tables instead of the defaults', () => {
    const tablas = {
      ...TABLAS_PLANILLA,
      parametros: [
        ...PARAMETROS_PLANILLA,
        { ...PARAMETROS_PLANILLA[0]!, concepto: 'rmv' as const, desde: '2026-06-01', valor: '1200' },
      ],
      comisionesAfp: [...COMISIONES_AFP, { ...COMISIONES_AFP[0]!, desde: '2026-06-01', flujo: '1.40' }],
    };
    const p = parametrosPlanilla('2026-06-01', tablas);
    expect(p.rmv).toBe('1200');
    expect(p.asignacionFamiliar).toBe('120.00');
    expect(p.comisionesAfp.HABITAT?.flujo).toBe('1.40');
  });

  it('refuses a date before the data and a malformed date', () => {
    expect(() => uitVigente('2018-12-31')).toThrow('No hay uit registrado');
    expect(() => parametrosPlanilla('01/01/2025')).toThrow('Fecha no válida');
  });
});
