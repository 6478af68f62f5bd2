import { describe, expect, it } from 'vitest';
import {
  cobradoPorLinea,
  type LineaCuenta,
  pendienteDe,
  todoLoPendiente,
  validarSeleccion,
} from './cuenta.ts';

const lomo: LineaCuenta = { id: 'a', descripcion: 'Lomo saltado', cantidad: '1', cobrada: '0' };
const cerveza: LineaCuenta = { id: 'b', descripcion: 'Cerveza', cantidad: '2.0000', cobrada: '1' };
const chicha: LineaCuenta = { id: 'c', descripcion: 'Chicha', cantidad: '1.5', cobrada: '1.5' };
const pedido = [lomo, cerveza, chicha];

describe('pendienteDe', () => {
  it.each([
    [lomo, '1'],
    [cerveza, '1'],
    [chicha, '0'],
    [{ cantidad: '0.7500', cobrada: '0.25' }, '0.5'],
  ])('%o → %s', (linea, pendiente) => {
    expect(pendienteDe(linea)).toBe(pendiente);
  });
});

describe('cobradoPorLinea', () => {
  it('adds up the quantities each line was charged in every charge', () => {
    const cobrado = cobradoPorLinea([
      { linea_id: 'a', cantidad: '0.5000' },
      { linea_id: 'b', cantidad: '1' },
      { linea_id: 'a', cantidad: '0.25' },
    ]);
    expect(Object.fromEntries(cobrado)).toEqual({ a: '0.75', b: '1' });
  });
});

describe('todoLoPendiente', () => {
  it('carries what remains of every line not fully charged, in the order of the lines', () => {
    expect(todoLoPendiente(pedido)).toEqual([
      { linea_id: 'a', cantidad: '1' },
      { linea_id: 'b', cantidad: '1' },
    ]);
  });
  it('is empty once everything is charged', () => {
    expect(todoLoPendiente([chicha])).toEqual([]);
  });
});

describe('validarSeleccion', () => {
  it('answers the selection in line order with its quantities normalised', () => {
    expect(
      validarSeleccion(pedido, [
        { linea_id: 'b', cantidad: ' 1.0 ' },
        { linea_id: 'a', cantidad: '0.5' },
      ]),
    ).toEqual({
      lineas: [
        { linea_id: 'a', cantidad: '0.5' },
        { linea_id: 'b', cantidad: '1' },
      ],
    });
  });

  it.each([
    ['nothing chosen', [], 'Elija al menos una línea para cobrar'],
    [
      'a line of another order',
      [{ linea_id: 'x', cantidad: '1' }],
      'Una de las líneas elegidas no es de este pedido',
    ],
    [
      'a line twice',
      [
        { linea_id: 'a', cantidad: '0.5' },
        { linea_id: 'a', cantidad: '0.5' },
      ],
      '«Lomo saltado» está elegida más de una vez',
    ],
    ['zero', [{ linea_id: 'a', cantidad: '0' }], '«Lomo saltado»: La cantidad debe ser mayor que cero'],
    [
      'five decimals',
      [{ linea_id: 'a', cantidad: '0.12345' }],
      '«Lomo saltado»: La cantidad debe ser un número con hasta 4 decimales',
    ],
    ['a charged line', [{ linea_id: 'c', cantidad: '1' }], '«Chicha» ya está cobrada'],
    [
      'more than remains',
      [{ linea_id: 'b', cantidad: '2' }],
      '«Cerveza»: quedan 1 por cobrar y se eligieron 2',
    ],
  ])('%s is refused', (_caso, seleccion, error) => {
    expect(validarSeleccion(pedido, seleccion)).toEqual({ error });
  });
});
