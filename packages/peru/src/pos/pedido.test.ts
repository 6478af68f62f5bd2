import { describe, expect, it } from 'vitest';
import { errorDeCantidad, importesPedido } from './pedido.ts';

describe('importesPedido', () => {
  const g = (cantidad: string, precioUnitario: string) => ({ cantidad, precioUnitario, afectacion: '10' });

  it.each([
    // 15.50 / 1.18 = 13.14 + IGV 2.37: the invoicing calculation rounds value and IGV apart
    ['one dish', [g('1', '15.50')], ['15.51'], '15.51'],
    ['a price that splits exactly', [g('1', '11.80')], ['11.80'], '11.80'],
    ['three menus', [g('3', '15.50')], ['46.50'], '46.50'],
    // 2 × 32.50: value 55.08 + IGV 9.91 (each rounded) = 64.99, as the boleta prints it
    ['rounding per line', [g('2', '32.50'), g('1', '8')], ['64.99', '8.00'], '72.99'],
    ['half a portion', [g('0.5', '12.35')], ['6.17'], '6.17'],
    ['exonerado', [{ cantidad: '2', precioUnitario: '3.50', afectacion: '20' }], ['7.00'], '7.00'],
    ['nothing yet', [], [], '0.00'],
  ])('%s', (_caso, lineas, importes, total) => {
    expect(importesPedido(lineas, '2026-11-24')).toEqual({ lineas: importes, total });
  });
});

describe('errorDeCantidad', () => {
  it.each([
    ['1', undefined],
    ['0.2500', undefined],
    ['9999', undefined],
    ['0', 'La cantidad debe ser mayor que cero'],
    ['-1', 'La cantidad debe ser un número con hasta 4 decimales'],
    ['1.23456', 'La cantidad debe ser un número con hasta 4 decimales'],
    ['abc', 'La cantidad debe ser un número con hasta 4 decimales'],
    ['1e3', 'La cantidad debe ser un número con hasta 4 decimales'],
    ['10000', 'La cantidad admite hasta 9999'],
  ])('%s → %s', (cantidad, error) => {
    expect(errorDeCantidad(cantidad)).toBe(error);
  });
});
