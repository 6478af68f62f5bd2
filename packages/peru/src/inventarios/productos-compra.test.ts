import { describe, expect, it } from 'vitest';
import { esCuentaDeExistencias, productosDeCompra } from './productos-compra.ts';

describe('productosDeCompra', () => {
  it('derives the missing cost and converts the lines to soles at the document’s rate', () => {
    expect(
      productosDeCompra(
        [
          { producto_id: 'a', cantidad: '10', costo_unitario: '2.5' },
          { producto_id: 'b', cantidad: '3', costo_total: '10' },
        ],
        '35.00',
        '3.75',
      ),
    ).toEqual({
      productos: [
        { productoId: 'a', cantidad: '10', costoUnitario: '9.375', costoTotal: '93.75' },
        // 10 × 3.75 = 37.50 over 3 units
        { productoId: 'b', cantidad: '3', costoUnitario: '12.5', costoTotal: '37.50' },
      ],
    });
  });

  it.each([
    [
      [{ producto_id: 'a', cantidad: '0', costo_unitario: '1' }],
      '0',
      'Producto 1: la cantidad debe ser mayor que cero',
    ],
    [[{ producto_id: 'a', cantidad: '2' }], '0', 'Producto 1: indique el costo unitario o el costo total'],
    [
      [{ producto_id: 'a', cantidad: '2', costo_unitario: '-1' }],
      '0',
      'Producto 1: el costo debe ser un importe positivo',
    ],
    [
      [{ producto_id: 'a', cantidad: '2', costo_unitario: '5', costo_total: '12' }],
      '12',
      'Producto 1: la cantidad por el costo unitario no da el costo total',
    ],
    [
      [{ producto_id: 'a', cantidad: '2', costo_unitario: '5' }],
      '500',
      'Los productos suman 10.00 y las líneas de mercaderías o existencias (60, 20–28) de la compra suman 500.00: deben ser iguales',
    ],
  ])('refuses %j in Spanish', (lineas, base, error) => {
    expect(productosDeCompra(lineas, base, '1')).toEqual({ error });
  });

  it('accepts a cent of difference against the goods base', () => {
    expect(
      productosDeCompra([{ producto_id: 'a', cantidad: '3', costo_unitario: '3.333' }], '10.00', '1'),
    ).toEqual({
      productos: [{ productoId: 'a', cantidad: '3', costoUnitario: '3.33333333', costoTotal: '10.00' }],
    });
  });

  it('tells the goods accounts', () => {
    expect(['6011', '2011', '2811', '6311', '2911', '1212'].map(esCuentaDeExistencias)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
