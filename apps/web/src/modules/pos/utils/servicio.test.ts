import { describe, expect, it } from 'vitest';
import {
  agregarProducto,
  errorDeBorrador,
  importeBorrador,
  lineasDeBorrador,
  precioVisible,
  restarUno,
  sumarUnoEn,
  totalBorrador,
} from './borrador-pedido';
import { CATEGORIA_COMBOS, productoPorCodigo, productosVisibles } from './catalogo-pos';
import { duracion, ordenCocina, siguientePaso, tiempoDesde } from './comandas';
import { alDia } from './en-vivo';

const lomo = { id: 'p1', descripcion: 'Lomo saltado', precio_unitario: '25.90' };
const chicha = { id: 'p2', descripcion: 'Chicha morada', precio_unitario: '0.10' };

describe('borrador del pedido', () => {
  it('suma una unidad al tocar de nuevo el producto y separa las líneas con nota', () => {
    let b = agregarProducto([], lomo);
    b = agregarProducto(b, lomo);
    expect(b).toHaveLength(1);
    expect(b[0]?.cantidad).toBe('2');
    b = [{ ...(b[0] as (typeof b)[number]), nota: 'sin cebolla' }];
    expect(agregarProducto(b, lomo)).toHaveLength(2);
  });

  it('resta hasta quitar la línea y conserva los decimales escritos', () => {
    const b = agregarProducto([], lomo);
    expect(restarUno(b, 0)).toEqual([]);
    const medio = [{ ...(b[0] as (typeof b)[number]), cantidad: '1.5' }];
    expect(sumarUnoEn(medio, 0)[0]?.cantidad).toBe('2.5');
  });

  it('calcula importes en decimal, sin errores de coma flotante', () => {
    const b = [
      { ...lomo, clave: 'a', producto_id: 'p1', cantidad: '3', nota: '' },
      { ...chicha, clave: 'b', producto_id: 'p2', cantidad: '3', nota: '' },
    ];
    expect(importeBorrador(b[1] as (typeof b)[number])).toBe('0.30');
    expect(totalBorrador(b)).toBe('78.00');
    expect(precioVisible('24.9')).toBe('24.90');
  });

  it('rechaza un borrador vacío o con cantidades no válidas', () => {
    expect(errorDeBorrador([])).toBe('Agregue al menos un producto');
    expect(errorDeBorrador([{ ...lomo, clave: 'a', producto_id: 'p1', cantidad: '0', nota: '' }])).toBe(
      'Lomo saltado: La cantidad debe ser mayor que cero',
    );
    expect(lineasDeBorrador([{ ...lomo, clave: 'a', producto_id: 'p1', cantidad: '2', nota: ' ' }])).toEqual([
      { producto_id: 'p1', cantidad: '2', nota: null },
    ]);
  });
});

describe('catálogo del salón', () => {
  const productos = [
    {
      id: '1',
      codigo: 'P001',
      codigo_barras: '775001',
      descripcion: 'Ceviche',
      categoria_id: 'c1',
      es_combo: false,
    },
    {
      id: '2',
      codigo: 'C001',
      codigo_barras: null,
      descripcion: 'Menú ejecutivo',
      categoria_id: null,
      es_combo: true,
    },
  ];

  it('filtra por categoría, combos o texto', () => {
    expect(productosVisibles(productos, 'c1', '').map((p) => p.id)).toEqual(['1']);
    expect(productosVisibles(productos, CATEGORIA_COMBOS, '').map((p) => p.id)).toEqual(['2']);
    expect(productosVisibles(productos, 'c1', 'menu').map((p) => p.id)).toEqual(['2']);
  });

  it('halla el producto por código de barras o código', () => {
    expect(productoPorCodigo(productos, ' 775001 ')?.id).toBe('1');
    expect(productoPorCodigo(productos, 'C001')?.id).toBe('2');
    expect(productoPorCodigo(productos, 'nada')).toBeUndefined();
  });
});

describe('en vivo', () => {
  it('aplica los cambios recibidos sobre la consulta', () => {
    const consulta = [
      { id: 'm1', estado: 'libre' },
      { id: 'm2', estado: 'libre' },
    ];
    const cambios = [
      { id: 'm1', estado: 'ocupada' },
      { id: 'm3', estado: 'libre' },
      { id: 'm1', estado: 'libre' },
    ];
    expect(alDia(consulta, cambios)).toEqual([
      { id: 'm1', estado: 'libre' },
      { id: 'm2', estado: 'libre' },
      { id: 'm3', estado: 'libre' },
    ]);
  });
});

describe('pantalla de cocina', () => {
  it('avanza un paso a la vez y muestra los tiempos', () => {
    expect(siguientePaso('pendiente')).toEqual({ estado: 'en_preparacion', accion: 'Preparar' });
    expect(siguientePaso('listo')).toBeUndefined();
    const ahora = new Date('2026-05-01T12:10:30Z');
    expect(tiempoDesde('2026-05-01T12:00:00Z', ahora)).toBe('hace 10 min');
    expect(tiempoDesde('2026-05-01T12:10:00Z', ahora)).toBe('hace menos de 1 min');
    expect(duracion('2026-05-01T12:00:00Z', '2026-05-01T12:04:10Z')).toBe('4 min');
  });

  it('ordena primero las que esperan, de la más antigua', () => {
    const c = [
      { id: 'a', estado: 'listo', created_at: '2026-05-01T11:00:00Z' },
      { id: 'b', estado: 'pendiente', created_at: '2026-05-01T12:00:00Z' },
      { id: 'c', estado: 'en_preparacion', created_at: '2026-05-01T11:30:00Z' },
    ];
    expect(ordenCocina(c).map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });
});
