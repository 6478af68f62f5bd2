import { describe, expect, it } from 'vitest';
import { calcularRemuneracionComputable, variablesDeMeses } from './remuneracion-computable.ts';

describe('calcularRemuneracionComputable', () => {
  it('adds the average of the variable pay received in at least 3 of the 6 months', () => {
    expect(
      calcularRemuneracionComputable({
        remuneracionBasica: '2000',
        asignacionFamiliar: '113',
        variables: [
          // 4 of 6 months: 1,200 / 6 = 200
          { codigo: 'comision', importesMensuales: ['300', '0', '300', '300', '0', '300'] },
          // 2 of 6 months: not regular
          { codigo: 'horas_extras_25', importesMensuales: ['100', '100', '0', '0', '0', '0'] },
        ],
      }),
    ).toEqual({
      fija: '2113.00',
      promedioVariables: '200.00',
      regulares: ['comision'],
      computable: '2313.00',
    });
  });

  it('is the fixed pay alone without variable pay', () => {
    expect(
      calcularRemuneracionComputable({ remuneracionBasica: '1500', asignacionFamiliar: '0', fijos: ['250'] })
        .computable,
    ).toBe('1750.00');
  });
});

describe('variablesDeMeses', () => {
  it('lists each variable concept received with its amount per month, missing months as 0', () => {
    const meses = [
      [
        { codigo: 'remuneracion_basica', importe: '2000' },
        { codigo: 'comision', importe: '300' },
        { codigo: 'comision', importe: '50.50' },
      ],
      [],
      [{ codigo: 'horas_extras_25', importe: '80' }],
    ];
    expect(variablesDeMeses(meses)).toEqual([
      { codigo: 'horas_extras_25', importesMensuales: ['0.00', '0.00', '80.00'] },
      { codigo: 'comision', importesMensuales: ['350.50', '0.00', '0.00'] },
    ]);
  });
});
