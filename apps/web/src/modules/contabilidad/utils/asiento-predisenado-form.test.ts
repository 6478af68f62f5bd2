import { describe, expect, it } from 'vitest';
import type { AsientoPredisenadoFieldsFragment } from '../../../gql/graphql';
import {
  entradaPredisenado,
  lineaPredisenadaVacia,
  predisenadoFormDe,
  previaAplicacion,
  sumasPorLado,
  usaImporte,
  validarPredisenadoForm,
} from './asiento-predisenado-form';

const linea = (cuenta: string, lado: 'debe' | 'haber', valor: { porcentaje?: string; monto?: string }) => ({
  ...lineaPredisenadaVacia(lado),
  cuenta,
  porcentaje: valor.porcentaje ?? '',
  monto: valor.monto ?? '',
});

const ALQUILER: AsientoPredisenadoFieldsFragment = {
  id: 'p1',
  nombre: 'ALQUILER',
  glosa: 'Alquiler del local',
  deleted_at: null,
  lineas: [
    { cuenta: '6352', lado: 'debe', porcentaje: '60.00', monto: null, glosa: 'Tienda' },
    { cuenta: '6353', lado: 'debe', porcentaje: '40.00', monto: null, glosa: null },
    { cuenta: '6391', lado: 'debe', porcentaje: null, monto: '5.00', glosa: null },
    { cuenta: '1041', lado: 'haber', porcentaje: '100.00', monto: null, glosa: null },
    { cuenta: '4699', lado: 'haber', porcentaje: null, monto: '5.00', glosa: null },
  ],
};

describe('the pre-designed entry dialog', () => {
  it('sends the typed lines, trimmed, without the blank rows of the grid', () => {
    const f = {
      nombre: ' Planilla ',
      glosa: ' Planilla del mes ',
      lineas: [
        linea('6211', 'debe', { porcentaje: '100' }),
        lineaPredisenadaVacia(),
        { ...linea('4111', 'haber', { porcentaje: ' 100 ' }), glosa: ' Neto ' },
      ],
    };
    expect(entradaPredisenado(f)).toEqual({
      nombre: 'Planilla',
      glosa: 'Planilla del mes',
      lineas: [
        { cuenta: '6211', lado: 'debe', porcentaje: '100', monto: null, glosa: null },
        { cuenta: '4111', lado: 'haber', porcentaje: '100', monto: null, glosa: 'Neto' },
      ],
    });
    expect(validarPredisenadoForm(f)).toEqual({});
  });

  it.each([
    [
      'percentages of a side that do not add to 100',
      [linea('6211', 'debe', { porcentaje: '90' }), linea('4111', 'haber', { porcentaje: '100' })],
      { lineas: 'Los porcentajes del debe suman 90.00 %: deben sumar 100 %' },
    ],
    [
      'a line with both a percentage and an amount',
      [
        linea('6211', 'debe', { porcentaje: '100', monto: '3' }),
        linea('4111', 'haber', { porcentaje: '100' }),
      ],
      { lineas: 'Línea 1: indique un porcentaje o un monto fijo, no ambos' },
    ],
    [
      'fixed amounts that do not balance',
      [linea('6391', 'debe', { monto: '5' }), linea('4699', 'haber', { monto: '4.50' })],
      { lineas: 'Los montos fijos no cuadran: debe 5.00 y haber 4.50' },
    ],
  ])('refuses %s before sending', (_caso, lineas, errores) => {
    expect(validarPredisenadoForm({ nombre: 'X', glosa: 'Y', lineas })).toEqual(errores);
  });

  it('asks for the name and the glosa', () => {
    const f = { ...predisenadoFormDe(null), nombre: ' ', glosa: '' };
    const errores = validarPredisenadoForm(f);
    expect(errores.nombre).toBe('Ingrese el nombre del asiento prediseñado');
    expect(errores.glosa).toBe('Indique la glosa del asiento');
  });

  it('adds each side’s percentages and fixed amounts for the footer', () => {
    const f = predisenadoFormDe(ALQUILER);
    expect(sumasPorLado(f)).toEqual({
      debe: { porcentaje: '100.00', monto: '5.00' },
      haber: { porcentaje: '100.00', monto: '5.00' },
    });
    expect(entradaPredisenado(f).lineas).toEqual(ALQUILER.lineas);
  });
});

describe('applying a template', () => {
  it('previews the balanced asiento an amount gives', () => {
    expect(usaImporte(ALQUILER)).toBe(true);
    const previa = previaAplicacion(ALQUILER, '1000.01');
    if ('error' in previa) throw new Error(previa.error);
    expect(previa.map((l) => [l.cuenta, l.debe, l.haber, l.glosa])).toEqual([
      ['6352', '600.01', '0.00', 'Tienda'],
      ['6353', '400.00', '0.00', null],
      ['6391', '5.00', '0.00', null],
      ['1041', '0.00', '1000.01', null],
      ['4699', '0.00', '5.00', null],
    ]);
  });

  it('needs no amount when every line is fixed, and explains a missing one otherwise', () => {
    const fijo = { ...ALQUILER, lineas: ALQUILER.lineas.filter((l) => l.monto) };
    expect(usaImporte(fijo)).toBe(false);
    const previa = previaAplicacion(fijo, '');
    expect('error' in previa ? previa.error : previa.map((l) => l.debe)).toEqual(['5.00', '0.00']);
    expect(previaAplicacion(ALQUILER, '')).toEqual({
      error: 'Indique el importe del asiento, mayor que 0 y con hasta 2 decimales',
    });
  });
});
