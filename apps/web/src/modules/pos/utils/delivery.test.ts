import { describe, expect, it } from 'vitest';
import {
  cancelable,
  DELIVERY_VACIO,
  deliveriesDelEstado,
  deliveriesPorCobrar,
  entradaDelivery,
  siguienteDelivery,
  validarDelivery,
} from './delivery';

const linea = {
  clave: 'a',
  producto_id: 'p1',
  descripcion: 'Pollo a la brasa',
  precio_unitario: '60.00',
  cantidad: '1',
  nota: '',
};

describe('delivery', () => {
  it('avanza registrado → en camino → entregado y se cancela solo antes de entregar', () => {
    expect(siguienteDelivery('registrado')?.estado).toBe('en_camino');
    expect(siguienteDelivery('en_camino')?.estado).toBe('entregado');
    expect(siguienteDelivery('entregado')).toBeUndefined();
    expect(cancelable('en_camino')).toBe(true);
    expect(cancelable('entregado')).toBe(false);
  });

  it('muestra cada estado con el más reciente primero y cobra solo los abiertos no cancelados', () => {
    const d = (id: string, estado: string, pedido: string, created_at: string) => ({
      id,
      estado,
      pedido: { estado: pedido, created_at },
    });
    const lista = [
      d('a', 'registrado', 'abierto', '2026-11-25T10:00:00.000Z'),
      d('b', 'en_camino', 'cobrado', '2026-11-25T10:05:00.000Z'),
      // Arrived live after the query: at the end of the list, yet the newest.
      d('c', 'registrado', 'abierto', '2026-11-25T10:10:00.000Z'),
      d('x', 'cancelado', 'anulado', '2026-11-25T10:15:00.000Z'),
    ];
    expect(deliveriesDelEstado(lista, 'registrado').map((x) => x.id)).toEqual(['c', 'a']);
    expect(deliveriesDelEstado(lista, 'entregado')).toEqual([]);
    expect(deliveriesPorCobrar(lista).map((x) => x.id)).toEqual(['a', 'c']);
  });

  it('exige destinatario, dirección y productos', () => {
    expect(validarDelivery(DELIVERY_VACIO, [])).toEqual({
      nombres: 'Ingrese el nombre de quien recibe',
      direccion: 'Ingrese la dirección de entrega',
      lineas: 'Agregue al menos un producto',
    });
    const f = { ...DELIVERY_VACIO, nombres: 'Rosa', direccion: 'Av. Arequipa 123', telefono: '98765' };
    expect(validarDelivery(f, [linea])).toEqual({ telefono: 'Teléfono no válido' });
  });

  it('envía el pedido con sus líneas', () => {
    const f = { ...DELIVERY_VACIO, nombres: ' Rosa ', direccion: 'Av. Arequipa 123', telefono: '987654321' };
    expect(entradaDelivery(f, [linea])).toEqual({
      cliente_id: null,
      nombres: 'Rosa',
      telefono: '987654321',
      direccion: 'Av. Arequipa 123',
      referencia: null,
      nota: null,
      lineas: [{ producto_id: 'p1', cantidad: '1', nota: null }],
    });
  });
});
