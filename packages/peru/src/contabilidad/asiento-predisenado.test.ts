import { describe, expect, it } from 'vitest';
import { asientoDePredisenado, type LineaPredisenadaEntrada } from './asiento-predisenado.ts';

const ALQUILER: LineaPredisenadaEntrada[] = [
  { cuenta: '6352', lado: 'debe', porcentaje: '33.33', glosa: 'Local A' },
  { cuenta: '6353', lado: 'debe', porcentaje: '33.33' },
  { cuenta: '6354', lado: 'debe', porcentaje: '33.34' },
  { cuenta: '4699', lado: 'haber', porcentaje: '100' },
];

describe('asientoDePredisenado', () => {
  it.each<[string, LineaPredisenadaEntrada[], string, Record<string, string>[]]>([
    [
      'splits the amount by percentage, the rounding cent going to the largest line of its side',
      ALQUILER,
      '100.01',
      [
        { cuenta: '6352', debe: '33.33', glosa: 'Local A' },
        { cuenta: '6353', debe: '33.33' },
        // 33.34 % of 100.01 is 33.34; the side needs 100.01 − 66.67 = 33.35.
        { cuenta: '6354', debe: '33.35' },
        { cuenta: '4699', haber: '100.01' },
      ],
    ],
    [
      'adds fixed amounts that balance between the sides',
      [
        { cuenta: '6411', lado: 'debe', porcentaje: '100' },
        { cuenta: '6591', lado: 'debe', monto: '5' },
        { cuenta: '1041', lado: 'haber', porcentaje: '100', glosa: 'Banco' },
        { cuenta: '4011', lado: 'haber', monto: '5.00' },
      ],
      '200',
      [
        { cuenta: '6411', debe: '200.00' },
        { cuenta: '6591', debe: '5.00' },
        { cuenta: '1041', haber: '200.00', glosa: 'Banco' },
        { cuenta: '4011', haber: '5.00' },
      ],
    ],
    [
      'keeps an all-fixed template as it is, whatever the amount',
      [
        { cuenta: '1041', lado: 'DEBE', monto: '250' },
        { cuenta: '1031', lado: 'haber', monto: '250' },
      ],
      '',
      [
        { cuenta: '1041', debe: '250.00' },
        { cuenta: '1031', haber: '250.00' },
      ],
    ],
  ])('%s', (_caso, lineas, importe, esperado) => {
    expect(asientoDePredisenado(lineas, importe)).toEqual(esperado);
  });

  it.each<[string, LineaPredisenadaEntrada[], string, string]>([
    [
      'one line',
      [{ cuenta: '1041', lado: 'debe', monto: '1' }],
      '1',
      'El asiento prediseñado necesita al menos dos líneas',
    ],
    [
      'a side not adding to 100 %',
      [ALQUILER[0], ALQUILER[1], ALQUILER[3]] as LineaPredisenadaEntrada[],
      '100',
      'Los porcentajes del debe suman 66.66 %: deben sumar 100 %',
    ],
    [
      'a side without percentages when the other has them',
      [
        { cuenta: '6411', lado: 'debe', porcentaje: '100' },
        { cuenta: '1041', lado: 'haber', monto: '10' },
      ],
      '100',
      'Los porcentajes del haber suman 0.00 %: deben sumar 100 %',
    ],
    [
      'fixed amounts that do not balance',
      [
        { cuenta: '1041', lado: 'debe', monto: '250' },
        { cuenta: '1031', lado: 'haber', monto: '240.50' },
      ],
      '',
      'Los montos fijos no cuadran: debe 250.00 y haber 240.50',
    ],
    [
      'a line with both a percentage and an amount',
      [
        { cuenta: '1041', lado: 'debe', porcentaje: '100', monto: '1' },
        { cuenta: '1031', lado: 'haber', porcentaje: '100' },
      ],
      '1',
      'Línea 1: indique un porcentaje o un monto fijo, no ambos',
    ],
    [
      'a percentage over 100',
      [
        { cuenta: '1041', lado: 'debe', porcentaje: '100.5' },
        { cuenta: '1031', lado: 'haber', porcentaje: '100' },
      ],
      '1',
      'Línea 1: el porcentaje es mayor que 0 y hasta 100, con hasta 2 decimales',
    ],
    [
      'a side that is neither debe nor haber',
      [
        { cuenta: '1041', lado: 'cargo', monto: '1' },
        { cuenta: '1031', lado: 'haber', monto: '1' },
      ],
      '',
      'Línea 1: el lado es debe o haber',
    ],
    [
      'a percentage template without amount',
      ALQUILER,
      '0',
      'Indique el importe del asiento, mayor que 0 y con hasta 2 decimales',
    ],
    [
      'an amount with three decimals',
      ALQUILER,
      '1.005',
      'Indique el importe del asiento, mayor que 0 y con hasta 2 decimales',
    ],
  ])('refuses %s in Spanish', (_caso, lineas, importe, error) => {
    expect(asientoDePredisenado(lineas, importe)).toEqual({ error });
  });
});
