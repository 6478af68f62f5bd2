import { describe, expect, it } from 'vitest';
import { cancelable, DELIVERY_VACIO, entradaDelivery, siguienteDelivery, validarDelivery } from './delivery';

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
