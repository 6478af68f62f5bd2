import { describe, expect, it } from 'vitest';
import { ETIQUETAS_RUC, errorDeNumero, filasDeResultado } from './consulta';

describe('online look-ups', () => {
  it.each([
    ['dni', '', 'Escriba el DNI a consultar'],
    ['dni', '4677935', 'El DNI debe tener 8 dígitos'],
    ['dni', '46779354', undefined],
    ['ruc', '20100070971', 'RUC no válido'],
    ['ruc', '20100070970', undefined],
  ] as const)('%s %s → %s', (tipo, numero, esperado) => {
    expect(errorDeNumero(tipo, numero)).toBe(esperado);
  });

  it('shows a taxpayer as labelled rows in a fixed order, without empty fields', () => {
    const filas = filasDeResultado(
      {
        ruc: '20100070970',
        razon_social: 'SUPERMERCADOS PERUANOS S.A.',
        estado: 'ACTIVO',
        ubigeo: null,
        fuente: ' ',
      },
      ETIQUETAS_RUC,
    );
    expect(filas).toEqual([
      { etiqueta: 'RUC', valor: '20100070970' },
      { etiqueta: 'Razón social', valor: 'SUPERMERCADOS PERUANOS S.A.' },
      { etiqueta: 'Estado del contribuyente', valor: 'ACTIVO' },
    ]);
  });
});
