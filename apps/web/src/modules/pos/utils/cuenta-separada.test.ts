import { describe, expect, it } from 'vitest';
import { type Division, marcarLinea, quedaPorCobrar, revisarDivision } from './cuenta-separada';

const linea = (id: string, descripcion: string, cantidad: string, cobrada: string, precio: string) => ({
  id,
  descripcion,
  cantidad,
  cantidad_cobrada: cobrada,
  cantidad_pendiente: String(Number(cantidad) - Number(cobrada)),
  precio_unitario: precio,
  afectacion: '10',
});
const lomo = linea('a', 'LOMO', '2', '0', '32.50');
const agua = linea('b', 'AGUA', '2', '1', '3.50');
const chicha = linea('c', 'CHICHA', '1', '1', '8');
const lineas = [lomo, agua, chicha];

describe('dividir la cuenta', () => {
  it('al marcar una línea propone todo lo que queda de ella, y al desmarcarla la quita', () => {
    const d = marcarLinea({}, agua, true);
    expect(d).toEqual({ b: '1' });
    expect(marcarLinea(marcarLinea(d, lomo, true), agua, false)).toEqual({ a: '2' });
    expect([lomo, agua, chicha].map(quedaPorCobrar)).toEqual([true, true, false]);
  });

  it('calcula el total de la parte como lo imprime su boleta', () => {
    const d: Division = { b: '1', a: '1' };
    expect(revisarDivision(lineas, d, '2026-11-25')).toEqual({
      lineas: [
        { linea_id: 'a', cantidad: '1' },
        { linea_id: 'b', cantidad: '1' },
      ],
      total: '36.00',
    });
  });

  it('rechaza en castellano lo que no se puede cobrar', () => {
    expect(revisarDivision(lineas, {}, '2026-11-25')).toEqual({
      error: 'Elija al menos una línea para cobrar',
    });
    expect(revisarDivision(lineas, { b: '2' }, '2026-11-25')).toEqual({
      error: '«AGUA»: quedan 1 por cobrar y se eligieron 2',
    });
    expect(revisarDivision(lineas, { a: '' }, '2026-11-25')).toEqual({
      error: '«LOMO»: La cantidad debe ser un número con hasta 4 decimales',
    });
  });
});
