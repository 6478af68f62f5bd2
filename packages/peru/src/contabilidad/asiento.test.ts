import { describe, expect, it } from 'vitest';
import {
  asientoDeDocumento,
  asientosDestino,
  cuadreDe,
  type MovimientoAsiento,
  repartir,
  validarAsiento,
} from './asiento.ts';

const mov = (cuenta: string, debe: string, haber: string, debeMe = '0.00', haberMe = '0.00') => ({
  cuenta,
  debe,
  haber,
  debeMe,
  haberMe,
});

describe('validarAsiento', () => {
  it.each<[string, MovimientoAsiento[], string | undefined]>([
    [
      'a balanced sale',
      [mov('1212', '118.00', '0.00'), mov('70121', '0.00', '100.00'), mov('40111', '0.00', '18.00')],
      undefined,
    ],
    ['one line', [mov('1212', '10.00', '0.00')], 'El asiento necesita al menos dos líneas'],
    [
      'unbalanced by a cent',
      [mov('1212', '118.01', '0.00'), mov('70121', '0.00', '118.00')],
      'El asiento no cuadra: debe 118.01 y haber 118.00',
    ],
    [
      'both sides on a line',
      [mov('1212', '5.00', '5.00'), mov('70121', '0.00', '0.00')],
      'Línea 1: un movimiento va al debe o al haber, no a ambos',
    ],
    [
      'a zero line',
      [mov('1212', '0.00', '0.00'), mov('70121', '0.00', '0.00')],
      'Línea 1: el importe no puede ser cero',
    ],
    [
      'three decimals',
      [mov('1212', '1.005', '0.00'), mov('70121', '0.00', '1.005')],
      'Línea 1: los importes deben ser números positivos con hasta 2 decimales',
    ],
    [
      'a negative amount',
      [mov('1212', '-1.00', '0.00'), mov('70121', '0.00', '-1.00')],
      'Línea 1: los importes deben ser números positivos con hasta 2 decimales',
    ],
    ['no account', [mov('', '1.00', '0.00'), mov('70121', '0.00', '1.00')], 'Línea 1: indique la cuenta'],
    [
      'unbalanced in dollars only',
      [mov('1212', '370.00', '0.00', '100.00'), mov('70121', '0.00', '370.00', '0.00', '99.00')],
      'El asiento no cuadra en moneda extranjera: debe 100.00 y haber 99.00',
    ],
  ])('%s', (_caso, lineas, esperado) => {
    expect(validarAsiento(lineas)).toBe(esperado);
  });
});

describe('asientoDeDocumento', () => {
  it('posts a factura in soles: receivable to the debe, income and IGV to the haber', () => {
    const lineas = asientoDeDocumento({
      moneda: 'PEN',
      tipoCambio: '1',
      cargos: [{ cuenta: '1212', monto: '118.00' }],
      abonos: [
        { cuenta: '70121', monto: '100.00' },
        { cuenta: '40111', monto: '18.00' },
      ],
    });
    expect(lineas).toEqual([
      mov('1212', '118.00', '0.00'),
      mov('70121', '0.00', '100.00'),
      mov('40111', '0.00', '18.00'),
    ]);
  });

  it('swaps the sides for a credit note', () => {
    const lineas = asientoDeDocumento({
      moneda: 'PEN',
      tipoCambio: '1',
      reverso: true,
      cargos: [{ cuenta: '1212', monto: '59.00' }],
      abonos: [
        { cuenta: '70121', monto: '50.00' },
        { cuenta: '40111', monto: '9.00' },
      ],
    });
    expect(lineas).toEqual([
      mov('1212', '0.00', '59.00'),
      mov('70121', '50.00', '0.00'),
      mov('40111', '9.00', '0.00'),
    ]);
  });

  it('converts a dollar document at its rate and keeps soles balanced when conversions round', () => {
    // 33.33 + 6.00 = 39.33 dollars at 3.755: 125.15 + 22.53 = 147.68, while 39.33 × 3.755 = 147.68415.
    const lineas = asientoDeDocumento({
      moneda: 'USD',
      tipoCambio: '3.755',
      cargos: [
        { cuenta: '6011', monto: '33.33' },
        { cuenta: '40111', monto: '6.00' },
      ],
      abonos: [{ cuenta: '4212', monto: '39.33' }],
    });
    if ('error' in lineas) throw new Error(lineas.error);
    expect(lineas.map((l) => [l.cuenta, l.debe, l.haber, l.debeMe, l.haberMe])).toEqual([
      ['6011', '125.15', '0.00', '33.33', '0.00'],
      ['40111', '22.53', '0.00', '6.00', '0.00'],
      ['4212', '0.00', '147.68', '0.00', '39.33'],
    ]);
    expect(cuadreDe(lineas).cuadrado).toBe(true);
    expect(validarAsiento(lineas)).toBeUndefined();
  });

  it('puts the rounding cent on the side with fewer lines, the receivable or payable', () => {
    // Each 0.01 × 3.335 rounds to 0.03 (0.06 together) while 0.02 × 3.335 rounds to 0.07: the income line
    // takes 0.06.
    const lineas = asientoDeDocumento({
      moneda: 'USD',
      tipoCambio: '3.335',
      cargos: [
        { cuenta: '1212', monto: '0.01' },
        { cuenta: '1213', monto: '0.01' },
      ],
      abonos: [{ cuenta: '70121', monto: '0.02' }],
    });
    if ('error' in lineas) throw new Error(lineas.error);
    expect(cuadreDe(lineas)).toMatchObject({ debe: '0.06', haber: '0.06', debeMe: '0.02', haberMe: '0.02' });
  });

  it('leaves out zero amounts and refuses documents that do not add up', () => {
    const sinCeros = asientoDeDocumento({
      moneda: 'PEN',
      tipoCambio: '1',
      cargos: [{ cuenta: '1212', monto: '100.00' }],
      abonos: [
        { cuenta: '70121', monto: '100.00' },
        { cuenta: '40111', monto: '0.00' },
      ],
    });
    expect(Array.isArray(sinCeros) && sinCeros.map((l) => l.cuenta)).toEqual(['1212', '70121']);
    expect(
      asientoDeDocumento({
        moneda: 'PEN',
        tipoCambio: '1',
        cargos: [{ cuenta: '1212', monto: '118.00' }],
        abonos: [{ cuenta: '70121', monto: '100.00' }],
      }),
    ).toEqual({ error: 'Los importes no suman el total del documento (118.00 ≠ 100.00)' });
    expect(
      asientoDeDocumento({
        moneda: 'USD',
        tipoCambio: '0',
        cargos: [{ cuenta: '1212', monto: '1' }],
        abonos: [{ cuenta: '70121', monto: '1' }],
      }),
    ).toEqual({ error: 'Indique el tipo de cambio del documento' });
  });
});

describe('repartir', () => {
  it.each<[string, string[], string[]]>([
    ['100.00', ['50', '50'], ['50.00', '50.00']],
    ['100.00', ['33.3333', '33.3333', '33.3334'], ['33.34', '33.33', '33.33']],
    ['0.01', ['50', '50'], ['0.00', '0.01']],
    ['10.00', ['100'], ['10.00']],
  ])('%s by %j', (monto, porcentajes, partes) => {
    const r = repartir(monto, porcentajes);
    expect(r).toEqual(partes);
    expect(cuadreDe(r.map((p) => mov('x', p, '0.00'))).debe).toBe(monto);
  });
});

describe('asientosDestino', () => {
  const amarres = new Map([['6321', { debe: '94', haber: '791' }]]);

  it('carries a class 6 charge to its 9x account and credits 79', () => {
    const destino = asientosDestino([mov('6321', '200.00', '0.00'), mov('4212', '0.00', '200.00')], amarres);
    expect(destino.map((l) => [l.cuenta, l.debe, l.haber, l.destino])).toEqual([
      ['94', '200.00', '0.00', true],
      ['791', '0.00', '200.00', true],
    ]);
  });

  it('splits it over cost centres and reverses it for a credit', () => {
    const destino = asientosDestino([mov('6321', '0.00', '100.00', '0.00', '30.00')], amarres, [
      { centro_costo_id: 'a', porcentaje: '33.3333' },
      { centro_costo_id: 'b', porcentaje: '66.6667' },
    ]);
    expect(destino.map((l) => [l.cuenta, l.debe, l.haber, l.haberMe, l.debeMe, l.centroCostoId])).toEqual([
      ['94', '0.00', '33.33', '10.00', '0.00', 'a'],
      ['94', '0.00', '66.67', '20.00', '0.00', 'b'],
      ['791', '100.00', '0.00', '0.00', '30.00', undefined],
    ]);
    expect(cuadreDe(destino).cuadrado).toBe(true);
  });

  it('ignores accounts without an amarre', () => {
    expect(asientosDestino([mov('6011', '10.00', '0.00')], amarres)).toEqual([]);
  });
});
