import { describe, expect, it } from 'vitest';
import {
  columnaDePatrimonio,
  estadoCambiosPatrimonio,
  type LineaAsientoPatrimonio,
  tipoDeMovimiento,
} from './cambios-patrimonio.ts';
import { saldo } from './mes-de-prueba.ts';

const l = (cuenta: string, debe: string, haber = '0.00'): LineaAsientoPatrimonio => ({ cuenta, debe, haber });

describe('columnaDePatrimonio', () => {
  it.each([
    ['5011', 'capital'],
    ['5211', 'capital_adicional'],
    ['511', 'acciones_inversion'],
    ['5711', 'excedente_revaluacion'],
    ['5611', 'resultados_no_realizados'],
    ['5821', 'reservas'],
    ['5911', 'resultados_acumulados'],
    ['5921', 'resultados_acumulados'],
    ['551', 'capital_adicional'],
  ])('%s → %s', (cuenta, columna) => {
    expect(columnaDePatrimonio(cuenta)).toBe(columna);
  });
});

describe('tipoDeMovimiento', () => {
  it.each([
    ['capital paid into the bank', [l('1041', '5000.00'), l('5011', '0.00', '5000.00')], 'aportes'],
    ['capital subscribed, to be paid', [l('1421', '800.00'), l('5011', '0.00', '800.00')], 'aportes'],
    [
      'a premium on shares',
      [l('1041', '1200.00'), l('5011', '0.00', '1000.00'), l('5211', '0.00', '200.00')],
      'aportes',
    ],
    ['dividends declared', [l('5911', '3000.00'), l('4412', '0.00', '3000.00')], 'distribuciones'],
    ['capital returned in cash', [l('5011', '1000.00'), l('1041', '0.00', '1000.00')], 'distribuciones'],
    ['the legal reserve from results', [l('5911', '100.00'), l('5821', '0.00', '100.00')], 'reservas'],
    ['reserves capitalised', [l('5821', '500.00'), l('5011', '0.00', '500.00')], 'otros'],
    ['a revaluation of land', [l('3311', '2000.00'), l('5711', '0.00', '2000.00')], 'otros'],
    ['results paid against a supplier', [l('5911', '50.00'), l('4212', '0.00', '50.00')], 'otros'],
    ['a correction of an earlier result', [l('1212', '70.00'), l('5911', '0.00', '70.00')], 'otros'],
  ] as const)('%s → %s', (_caso, lineas, tipo) => {
    expect(tipoDeMovimiento(lineas)).toBe(tipo);
  });
});

describe('estadoCambiosPatrimonio', () => {
  it('adds the opening, each kind of movement and the result; the final row is their sum', () => {
    const e = estadoCambiosPatrimonio({
      inicial: [
        saldo('1041', '16000.00'),
        saldo('5011', '0.00', '10000.00'),
        saldo('5911', '0.00', '4000.00'),
        // The earlier year's result not closed into 59 yet: 2,000 of utilidad.
        saldo('70121', '0.00', '5000.00'),
        saldo('6911', '3000.00'),
      ],
      asientos: [
        [l('1041', '5000.00'), l('5011', '0.00', '5000.00')],
        [l('5911', '1000.00'), l('4412', '0.00', '1000.00')],
        [l('5911', '400.00'), l('5821', '0.00', '400.00')],
        [l('3311', '2000.00'), l('5711', '0.00', '2000.00')],
      ],
      resultadoEjercicio: '-300.00',
    });
    const fila = (codigo: string) => e.filas.find((f) => f.codigo === codigo);
    expect(fila('inicial')?.importes).toMatchObject({
      capital: '10000.00',
      resultados_acumulados: '6000.00',
    });
    expect(fila('inicial')?.total).toBe('16000.00');
    expect(fila('aportes')?.importes.capital).toBe('5000.00');
    expect(fila('distribuciones')?.importes.resultados_acumulados).toBe('-1000.00');
    expect(fila('reservas')?.importes).toMatchObject({
      reservas: '400.00',
      resultados_acumulados: '-400.00',
    });
    expect(fila('reservas')?.total).toBe('0.00');
    expect(fila('resultado')?.importes.resultados_acumulados).toBe('-300.00');
    expect(fila('otros')?.importes.excedente_revaluacion).toBe('2000.00');
    expect(fila('final')?.importes).toEqual({
      capital: '15000.00',
      capital_adicional: '0.00',
      acciones_inversion: '0.00',
      excedente_revaluacion: '2000.00',
      resultados_no_realizados: '0.00',
      reservas: '400.00',
      resultados_acumulados: '4300.00',
    });
    expect(fila('final')?.total).toBe('21700.00');
  });

  it('an empty year is all zeros', () => {
    const e = estadoCambiosPatrimonio({ inicial: [], asientos: [], resultadoEjercicio: '0.00' });
    expect(e.filas.map((f) => f.total)).toEqual(Array(7).fill('0.00'));
  });
});
