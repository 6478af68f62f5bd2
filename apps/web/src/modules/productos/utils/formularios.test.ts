import { describe, expect, it } from 'vitest';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { entradaCategoriaPrecio, validarCategoriaPrecioForm } from './categoria-form';
import { agregarComponente, comboFormDe, entradaCombo, validarComboForm } from './combo-form';
import { escribirMonto } from './precio-producto';
import {
  entradaProducto,
  medidaConStock,
  productoFormDe,
  productoVacio,
  validarProductoForm,
} from './producto-form';
import { filasCambiadas, filasInvalidas } from './stock-minimo';

const guardado: ProductoFieldsFragment = {
  id: 'p1',
  codigo: 'P001',
  codigo_barras: null,
  codigo_sunat: '50161813',
  descripcion: 'CHOCOLATE',
  detalle: null,
  medida_id: 'NIU',
  categoria_id: 'c1',
  categoria_nombre: 'DULCES',
  inventario_id: '01',
  tipo_igv: '10',
  valor_unitario: '100',
  precio_unitario: '118',
  imagen: null,
  icbper: false,
  compras_pcge: '601101',
  ventas_pcge: '701101',
  stock: true,
  stock_minimo: '5',
  margen_utilidad: false,
  utilidad: '0',
  tipo_utilidad: 'porcentaje',
  adquisicion: '0',
  es_combo: false,
  deleted_at: null,
  propiedades: [{ codigo: 'COLOR', nombre: 'COLOR', valor: 'ROJO' }],
  precios: [
    { categoria_precio_id: 'lp1', codigo: 'MAY', descripcion: 'MAYORISTA', precio: '110' },
    { categoria_precio_id: 'lp2', codigo: 'OTRO', descripcion: 'OTRO LOCAL', precio: '115' },
  ],
  productos_combos: [],
};

describe('producto: formulario ⇄ ProductoInput', () => {
  it('a new product sends the typed value only, with the defaults', () => {
    const f = { ...productoVacio(), codigo: ' P002 ', descripcion: 'GALLETA' };
    const conValor = { ...f, ...escribirMonto(f, 'valor', '100', '18') };
    expect(conValor.precio_unitario).toBe('118');
    const input = entradaProducto(conValor);
    expect(input).toMatchObject({
      codigo: 'P002',
      descripcion: 'GALLETA',
      medida_id: 'NIU',
      tipo_igv: '10',
      valor_unitario: '100',
      precio_unitario: null,
      stock: true,
      stock_minimo: '0',
      codigo_barras: null,
      propiedades: [],
    });
    expect('precios' in input).toBe(false);
  });

  it('an edit keeps the stored price and, untouched, omits the price lists', () => {
    const f = productoFormDe(guardado);
    const input = entradaProducto(f);
    expect(input.precio_unitario).toBe('118');
    expect(input.valor_unitario).toBeNull();
    expect(input.precios).toBeUndefined();
    expect(input.propiedades).toEqual([{ codigo: 'COLOR', nombre: 'COLOR', valor: 'ROJO' }]);
  });

  it('edited price lists are all sent (other locals too), empty ones and deleted lists left out', () => {
    const f = productoFormDe(guardado);
    const editado = { ...f, precios: { ...f.precios, lp1: '105.50', lp3: '' }, precios_editados: true };
    expect(entradaProducto(editado, new Set(['lp2'])).precios).toEqual([
      { categoria_precio_id: 'lp1', precio: '105.50' },
    ]);
    expect(entradaProducto(editado).precios).toHaveLength(2);
  });

  it('a product without stock sends minimum 0; without margin, utilidad 0', () => {
    const f = { ...productoFormDe(guardado), stock: false, utilidad: '30' };
    expect(entradaProducto(f)).toMatchObject({ stock_minimo: '0', utilidad: '0' });
  });

  it('switching stock swaps only the default units (NIU ⇄ ZZ)', () => {
    expect(medidaConStock(false, 'NIU')).toBe('ZZ');
    expect(medidaConStock(true, 'ZZ')).toBe('NIU');
    expect(medidaConStock(false, 'KGM')).toBe('KGM');
  });

  it('checks the required fields and the amounts', () => {
    const e = validarProductoForm({ ...productoVacio(), precio_unitario: '1.2.3' });
    expect(e.codigo).toBeDefined();
    expect(e.descripcion).toBeDefined();
    expect(e.precio_unitario).toBe('Importe no válido');
    expect(
      validarProductoForm({
        ...productoFormDe(guardado),
        propiedades: [{ clave: 'k', codigo: 'X', nombre: '', valor: '' }],
      }).propiedades,
    ).toBeDefined();
    expect(validarProductoForm(productoFormDe(guardado))).toEqual({});
  });
});

describe('combo', () => {
  it('adds a product once and increments its quantity', () => {
    const p = { id: 'p1', codigo: 'P001', descripcion: 'CHOCOLATE' };
    const una = agregarComponente([], p);
    expect(una).toEqual([{ producto_id: 'p1', codigo: 'P001', descripcion: 'CHOCOLATE', cantidad: '1' }]);
    expect(agregarComponente(una, p)[0]?.cantidad).toBe('2');
    const fraccion = [{ ...una[0], cantidad: '0.5' }] as typeof una;
    expect(agregarComponente(fraccion, p)[0]?.cantidad).toBe('0.5');
  });

  it('maps to ComboInput and requires components with a positive quantity', () => {
    const combo = comboFormDe({
      ...guardado,
      es_combo: true,
      productos_combos: [{ producto_id: 'p2', codigo: 'P002', descripcion: 'GALLETA', cantidad: '2' }],
    });
    expect(entradaCombo(combo)).toMatchObject({
      codigo: 'P001',
      precio_unitario: '118',
      valor_unitario: null,
      productos_combos: [{ producto_id: 'p2', cantidad: '2' }],
    });
    expect(validarComboForm({ ...combo, componentes: [] }).componentes).toBeDefined();
    const cero = combo.componentes.map((c) => ({ ...c, cantidad: '0' }));
    expect(validarComboForm({ ...combo, componentes: cero }).componentes).toBeDefined();
    expect(validarComboForm(combo)).toEqual({});
  });
});

describe('categoría de precio', () => {
  it('sends the session local and a default condition', () => {
    expect(
      entradaCategoriaPrecio('l1', {
        codigo: ' MAY ',
        descripcion: 'Mayorista',
        valor_condicion: '',
        oferta: true,
      }),
    ).toEqual({
      local_id: 'l1',
      codigo: 'MAY',
      descripcion: 'Mayorista',
      valor_condicion: '0',
      oferta: true,
    });
    expect(
      validarCategoriaPrecioForm({ codigo: 'A', descripcion: 'B', valor_condicion: '1.23456', oferta: false })
        .valor_condicion,
    ).toBeDefined();
  });
});

describe('stock mínimo: filas cambiadas', () => {
  const guardados = new Map([
    ['a', '5'],
    ['b', '0'],
    ['c', '2.5'],
  ]);

  it('sends only the rows whose figure changed, as typed', () => {
    const editados = new Map([
      ['a', '5.00'],
      ['b', '3'],
      ['c', '2.75'],
    ]);
    expect(filasCambiadas(guardados, editados)).toEqual([
      { producto_id: 'b', stock_minimo: '3' },
      { producto_id: 'c', stock_minimo: '2.75' },
    ]);
  });

  it('skips invalid entries and reports them', () => {
    const editados = new Map([
      ['a', 'x'],
      ['b', ''],
      ['c', '1.00001'],
    ]);
    expect(filasCambiadas(guardados, editados)).toEqual([]);
    expect(filasInvalidas(editados)).toEqual(['a', 'b', 'c']);
  });
});
