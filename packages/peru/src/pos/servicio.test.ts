import { describe, expect, it } from 'vitest';
import {
  agruparPorCocina,
  cocinaDeProducto,
  colorMesa,
  errorDeTransicionComanda,
  estadoMesa,
} from './servicio.ts';

describe('table state', () => {
  it.each([
    [true, 'ocupada', 'red'],
    [false, 'libre', 'green'],
  ] as const)('live order %s → %s (%s)', (vivo, estado, color) => {
    expect(estadoMesa(vivo)).toBe(estado);
    expect(colorMesa(estadoMesa(vivo))).toBe(color);
  });
});

describe('errorDeTransicionComanda', () => {
  it.each([
    ['pendiente', 'en_preparacion', undefined],
    ['en_preparacion', 'listo', undefined],
    ['pendiente', 'listo', 'Una comanda pendiente solo puede pasar a en preparación'],
    ['en_preparacion', 'pendiente', 'Una comanda en preparación solo puede pasar a lista'],
    ['listo', 'listo', 'La comanda ya está lista'],
    ['pendiente', 'servido', 'Estado de comanda no válido: servido'],
  ] as const)('%s → %s', (actual, nuevo, error) => {
    expect(errorDeTransicionComanda(actual, nuevo)).toBe(error);
  });
});

describe('kitchen routing', () => {
  const rutas = [
    { cocinaId: 'caliente', categoriaId: 'platos', productoId: null },
    { cocinaId: 'bar', categoriaId: 'bebidas', productoId: null },
    { cocinaId: 'fria', categoriaId: null, productoId: 'ceviche' },
  ];

  it.each([
    ['lomo', 'platos', 'caliente'],
    ['ceviche', 'platos', 'fria'], // the product's own route wins over its category's
    ['chicha', 'bebidas', 'bar'],
    ['agua', 'otros', undefined],
    ['pan', null, undefined],
  ])('%s (%s) → %s', (id, categoriaId, cocina) => {
    expect(cocinaDeProducto(rutas, { id, categoriaId })).toBe(cocina);
  });

  it('groups lines into one comanda per kitchen, leaving out lines of no kitchen', () => {
    const lineas = [
      { productoId: 'lomo', categoriaId: 'platos' },
      { productoId: 'ceviche', categoriaId: 'platos' },
      { productoId: 'chicha', categoriaId: 'bebidas' },
      { productoId: 'lomo', categoriaId: 'platos' },
      { productoId: 'agua', categoriaId: null },
    ];
    const grupos = agruparPorCocina(rutas, lineas);
    expect([...grupos.keys()]).toEqual(['caliente', 'fria', 'bar']);
    expect(grupos.get('caliente')).toHaveLength(2);
  });
});
