import { describe, expect, it } from 'vitest';
import { errorDeCantidad, importesPedido } from './pedido.ts';

describe('importesPedido', () => {
  const g = (cantidad: string, precioUnitario: string) => ({ cantidad, precioUnitario, afectacion: '10' });

  it.each([
    // 15.50 / 1.18 = 13.14 of value; the IGV is the rest (2.36), so the dish costs what the menu says
    ['one dish', [g('1', '15.50')], ['15.50'], '15.50'],
    ['a price that splits exactly', [g('1', '11.80')], ['11.80'], '11.80'],
    ['three menus', [g('3', '15.50')], ['46.50'], '46.50'],
    // 2 × 32.50: value 55.08 + IGV 9.92 = 65.00 (rounding the IGV on its own would give 9.91)
    ['rounding per line', [g('2', '32.50'), g('1', '8')], ['65.00', '8.00'], '73.00'],
    // 0.5 × 12.35 = 6.175, to cents half up
    ['half a portion', [g('0.5', '12.35')], ['6.18'], '6.18'],
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
