import { describe, expect, it } from 'vitest';
import {
  aLa,
  conArticulo,
  concuerda,
  deLa,
  mayuscula,
  nueva,
  unaPalabra,
  vocabularioPos,
} from './vocabulario.ts';

const resumen = (rubro: string | null) => {
  const v = vocabularioPos(rubro);
  return [
    v.zona.plural,
    v.mesa.plural,
    v.cocina.singular,
    v.mozo.singular,
    v.cocinero.singular,
    v.tomaDePedidos,
  ];
};

describe('vocabularioPos', () => {
  it.each([
    ['restaurante', ['zonas', 'mesas', 'cocina', 'mozo', 'cocinero', 'Toma de pedidos']],
    ['bar', ['zonas', 'mesas', 'barra', 'mozo', 'bartender', 'Toma de pedidos']],
    ['hotel', ['pisos', 'habitaciones', 'cocina', 'mozo', 'cocinero', 'Consumos']],
    ['comercial', ['áreas', 'puntos de atención', 'despacho', 'vendedor', 'despachador', 'Pedidos']],
    ['servicios', ['áreas', 'puntos de atención', 'despacho', 'vendedor', 'despachador', 'Pedidos']],
    ['grifo', ['áreas', 'puntos de atención', 'despacho', 'vendedor', 'despachador', 'Pedidos']],
    ['consultorio', ['áreas', 'puntos de atención', 'despacho', 'vendedor', 'despachador', 'Pedidos']],
  ])('%s', (rubro, palabras) => {
    expect(resumen(rubro)).toEqual(palabras);
  });

  it("keeps the restaurant's words for a company without a declared rubro", () => {
    expect(vocabularioPos(null)).toEqual(vocabularioPos('restaurante'));
    expect(vocabularioPos('')).toEqual(vocabularioPos('restaurante'));
  });

  it('a hotel charges consumptions to rooms', () => {
    expect(vocabularioPos('hotel').pedido.plural).toBe('consumos');
    expect(vocabularioPos('hotel').mesa.singular).toBe('habitación');
  });
});

describe('Spanish agreement', () => {
  const { zona } = vocabularioPos('restaurante');
  const hotel = vocabularioPos('hotel');
  const neutro = vocabularioPos('comercial');

  it('puts the article each noun takes, el before a stressed a', () => {
    expect([zona, hotel.zona, neutro.zona, neutro.mesa].map(conArticulo)).toEqual([
      'la zona',
      'el piso',
      'el área',
      'el punto de atención',
    ]);
    expect([zona, hotel.zona, neutro.zona].map(deLa)).toEqual(['de la zona', 'del piso', 'del área']);
    expect([zona, hotel.zona, neutro.zona].map(aLa)).toEqual(['a la zona', 'al piso', 'al área']);
    expect([zona, hotel.zona, neutro.zona].map(unaPalabra)).toEqual(['una zona', 'un piso', 'un área']);
  });

  it('makes adjectives agree with the gender, whatever the article', () => {
    expect([zona, hotel.zona, neutro.zona].map(nueva)).toEqual(['Nueva zona', 'Nuevo piso', 'Nueva área']);
    expect(concuerda(hotel.zona, 'registrad', true)).toBe('registrados');
    expect(concuerda(neutro.zona, 'eliminad')).toBe('eliminada');
    expect(concuerda(hotel.mesa, 'registrad', true)).toBe('registradas');
  });

  it('capitalizes only the first letter', () => {
    expect(mayuscula('punto de atención')).toBe('Punto de atención');
    expect(mayuscula('área')).toBe('Área');
  });
});
