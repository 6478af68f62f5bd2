import { describe, expect, it } from 'vitest';
import { errorDeCantidad, importeLinea, totalPedido } from './pedido.ts';

describe('importeLinea / totalPedido', () => {
  it.each([
    ['1', '15.50', '15.50'],
    ['3', '15.50', '46.50'],
    ['0.5', '12.35', '6.18'], // 6.175 rounds half up
    ['2', '8.4745762712', '16.95'],
    ['1.25', '0.10', '0.13'],
  ])('%s × %s = %s', (cantidad, precioUnitario, importe) => {
    expect(importeLinea({ cantidad, precioUnitario })).toBe(importe);
  });

  it('adds the rounded line amounts, so the total is what the precuenta prints line by line', () => {
    const lineas = [
      { cantidad: '0.5', precioUnitario: '12.35' },
      { cantidad: '0.5', precioUnitario: '12.35' },
      { cantidad: '3', precioUnitario: '0.10' },
    ];
    expect(totalPedido(lineas)).toBe('12.66');
    expect(totalPedido([])).toBe('0.00');
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
