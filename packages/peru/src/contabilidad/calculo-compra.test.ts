import { describe, expect, it } from 'vitest';
import { calcularCompra } from './calculo-compra.ts';

describe('calcularCompra', () => {
  it('sums bases and IGV by destination at the rate of the date', () => {
    const c = calcularCompra({
      tasaIgv: '18',
      lineas: [
        { cuenta: '6011', base: '100', destino: 'gravada' },
        { cuenta: '6365', base: '50', destino: 'mixta' },
        { cuenta: '6361', base: '20', destino: 'sin_credito' },
        { cuenta: '6591', base: '30', destino: 'no_gravada' },
      ],
      isc: '1',
      icbper: '0.50',
      total: '232.10',
    });
    expect(c.errores).toEqual([]);
    expect(c.importes).toEqual({
      baseGravada: '100.00',
      igv: '18.00',
      baseGravadaMixta: '50.00',
      igvMixta: '9.00',
      baseSinCredito: '20.00',
      igvSinCredito: '3.60',
      noGravada: '30.00',
      isc: '1.00',
      icbper: '0.50',
      otros: '0.00',
      total: '232.10',
    });
  });

  it('takes the IGV the document prints and absorbs a cent of the total in the largest IGV', () => {
    const c = calcularCompra({
      tasaIgv: '18',
      lineas: [
        { cuenta: '6011', base: '10.05', destino: 'gravada', igv: '1.81' },
        { cuenta: '6011', base: '20.10', destino: 'gravada' },
      ],
      total: '35.59',
    });
    expect(c.errores).toEqual([]);
    expect(c.suma).toBe('35.58');
    expect(c.lineas.map((l) => l.igv)).toEqual(['1.81', '3.63']);
    expect(c.importes).toMatchObject({ baseGravada: '30.15', igv: '5.44', total: '35.59' });
  });

  it.each([
    [
      'a total off by more than a cent',
      { lineas: [{ cuenta: '6011', base: '100', destino: 'gravada' as const }], total: '118.02' },
      'El total 118.02 no coincide con la suma de bases, IGV y otros tributos (118.00)',
    ],
    [
      'an IGV far from the rate',
      { lineas: [{ cuenta: '6011', base: '100', destino: 'gravada' as const, igv: '10' }], total: '110' },
      'Línea 1: el IGV 10.00 no corresponde al 18% de la base 100.00 (18.00)',
    ],
    [
      'IGV on a non-taxed line',
      { lineas: [{ cuenta: '6011', base: '100', destino: 'no_gravada' as const, igv: '18' }], total: '118' },
      'Línea 1: una adquisición no gravada no lleva IGV',
    ],
    [
      'a line without account',
      { lineas: [{ cuenta: ' ', base: '100', destino: 'gravada' as const }], total: '118' },
      'Línea 1: indique la cuenta',
    ],
    [
      'a negative base',
      { lineas: [{ cuenta: '6011', base: '-5', destino: 'gravada' as const }], total: '0' },
      'Línea 1: la base debe ser un importe mayor que cero con hasta 2 decimales',
    ],
    ['no lines', { lineas: [], total: '0' }, 'Agregue al menos una línea con su cuenta y su base'],
    [
      'a malformed ISC',
      { lineas: [{ cuenta: '6011', base: '100', destino: 'gravada' as const }], isc: 'x', total: '118' },
      'El ISC debe ser un importe positivo con hasta 2 decimales',
    ],
  ])('refuses %s', (_caso, e, mensaje) => {
    expect(calcularCompra({ tasaIgv: '18', ...e }).errores[0]).toBe(mensaje);
  });
});
