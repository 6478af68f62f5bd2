import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { crearEscenario, type Escenario, errorDe } from './escenario.ts';

const CAMPOS = `id codigo codigo_barras descripcion medida_id tipo_igv valor_unitario precio_unitario stock stock_minimo
  categoria_id categoria_nombre ventas_pcge compras_pcge es_combo deleted_at propiedades { codigo nombre valor }
  precios { categoria_precio_id codigo precio } productos_combos { producto_id codigo cantidad }`;
const CREAR = `mutation($i: ProductoInput!) { createProducto(input: $i) { ${CAMPOS} } }`;
const ACTUALIZAR = `mutation($id: String!, $i: ProductoInput!) { updateProducto(id: $id, input: $i) { ${CAMPOS} } }`;
const BORRAR = 'mutation($id: String!) { deletedProducto(id: $id) { deleted_at } }';
const ACTIVAR = 'mutation($id: String!) { activarProducto(id: $id) { deleted_at } }';
const POR_ID = `query($id: String!) { productobyid(id: $id) { ${CAMPOS} } }`;
const LISTA = `query($p: String, $c: String, $l: Int, $d: Int, $e: Boolean, $s: Boolean, $ic: Boolean) {
  productos(param: $p, categoria_id: $c, limite: $l, desde: $d, eliminados: $e, solo_stock: $s, incluir_combos: $ic) { total filas { codigo stock_minimo } } }`;
const CONTAR = 'query($p: String, $c: String) { countProducto(param: $p, categoria_id: $c) }';
const POR_CODIGO =
  'query($c: String, $b: String) { productoByCodigo(codigo: $c, codigo_barras: $b) { codigo } }';
const POR_CODIGOS = 'query($c: [String!]!) { productosByCodigos(codigos: $c) { codigo precio_unitario } }';
const EXCEL =
  'query($p: String, $c: String, $e: Boolean) { excelproductoslist(param: $p, categoria_id: $c, eliminados: $e) { nombre base64 } }';
const CREAR_COMBO = `mutation($i: ComboInput!) { createCombo(input: $i) { ${CAMPOS} } }`;
const ACTUALIZAR_COMBO = `mutation($id: String!, $i: ComboInput!) { updateCombo(id: $id, input: $i) { ${CAMPOS} } }`;
const COMBOS =
  'query($p: String, $e: Boolean) { combos(param: $p, eliminados: $e) { total filas { codigo productos_combos { codigo cantidad } } } }';
const EXCEL_COMBOS = 'query { excelCombos { base64 } }';
const STOCK_MINIMO = 'mutation($f: [StockMinimoInput!]!) { updateStockMinimo(filas: $f) }';
const CREAR_PROPIEDAD =
  'mutation($i: PropiedadProductoInput!) { createPropiedadProducto(input: $i) { id codigo nombre } }';
const PROPIEDADES = 'query($p: String) { propiedadesProducto(param: $p) { codigo nombre } }';
const CREAR_CATEGORIA = 'mutation($i: CategoriaInput!) { createCategoria(input: $i) { id } }';
const CREAR_LISTA = 'mutation($i: CategoriaPrecioInput!) { createCategoriaPrecio(input: $i) { id } }';

type Producto = {
  id: string;
  codigo: string;
  valor_unitario: string;
  precio_unitario: string;
  medida_id: string;
  stock_minimo: string;
  deleted_at: string | null;
  precios: { categoria_precio_id: string; codigo: string; precio: string }[];
  productos_combos: { producto_id: string; codigo: string; cantidad: string }[];
};
type Lista = { productos: { total: number; filas: { codigo: string; stock_minimo: string }[] } };

const ARROZ = { codigo: 'ARR-01', descripcion: 'Arroz extra 5 kg', valor_unitario: '100' };

let e: Escenario;
let categoriaId: string;
let ajenaCategoriaId: string;
let listaId: string;
let ajenaListaId: string;
beforeAll(async () => {
  e = await crearEscenario();
  const cat = (token: string) =>
    e.t.gql<{ createCategoria: { id: string } }>(
      CREAR_CATEGORIA,
      { i: { codigo: 'ABA', nombre: 'Abarrotes' } },
      { token },
    );
  categoriaId = (await cat(e.ana.token)).data?.createCategoria.id ?? '';
  ajenaCategoriaId = (await cat(e.beto.token)).data?.createCategoria.id ?? '';
  const lista = (x: { token: string; localId: string }) =>
    e.t.gql<{ createCategoriaPrecio: { id: string } }>(
      CREAR_LISTA,
      { i: { codigo: 'MAY', descripcion: 'Mayorista', local_id: x.localId } },
      { token: x.token },
    );
  listaId = (await lista(e.ana)).data?.createCategoriaPrecio.id ?? '';
  ajenaListaId = (await lista(e.beto)).data?.createCategoriaPrecio.id ?? '';
});
afterAll(() => e.t.cerrar());

const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, token = e.ana.token) =>
  e.t.gql<T>(q, v, { token });
const crear = async (i: Record<string, unknown>, token = e.ana.token) => {
  const r = await gql<{ createProducto: Producto }>(CREAR, { i }, token);
  if (!r.data) throw new Error(r.errors?.[0]?.message);
  return r.data.createProducto;
};
const productosEnBase = async () => e.t.deps.db.select().from(schema.productos);

describe('product validation (nothing is written)', () => {
  it.each([
    [{ codigo: ' ' }, 'Ingrese el código'],
    [{ descripcion: '' }, 'Ingrese la descripción'],
    [{ medida_id: 'XYZ' }, 'Seleccione una unidad de medida válida'],
    [{ tipo_igv: '18' }, 'Seleccione un tipo de afectación del IGV válido'],
    [{ codigo_sunat: '99999999' }, 'El código de producto SUNAT no existe en el catálogo 25'],
    [{ inventario_id: '55' }, 'Seleccione un tipo de existencia válido'],
    [{ stock_minimo: '-1' }, 'El stock mínimo debe ser un número mayor o igual a cero'],
    [{ valor_unitario: null }, 'Ingrese el valor unitario o el precio unitario'],
    [
      { valor_unitario: '-5' },
      'El valor unitario debe ser un número mayor o igual a cero (hasta 10 decimales)',
    ],
    [
      { valor_unitario: '1.00000000001' },
      'El valor unitario debe ser un número mayor o igual a cero (hasta 10 decimales)',
    ],
    [
      { precio_unitario: 'abc' },
      'El precio unitario debe ser un número mayor o igual a cero (hasta 10 decimales)',
    ],
    [{ precio_unitario: '100' }, 'El precio unitario no corresponde al valor unitario con IGV (18%)'],
    [{ precio_unitario: '118.02' }, 'El precio unitario no corresponde al valor unitario con IGV (18%)'],
    [
      { tipo_igv: '20', precio_unitario: '118' },
      'El precio unitario debe ser igual al valor unitario (operación exonerada)',
    ],
    [
      { tipo_igv: '40', precio_unitario: '118' },
      'El precio unitario debe ser igual al valor unitario (operación de exportación)',
    ],
    [{ tipo_utilidad: 'doble' }, 'El tipo de utilidad debe ser porcentaje o monto'],
    [{ ventas_pcge: '601' }, 'La cuenta de ventas debe ser una cuenta activa de la 70 de su PCGE'],
    [{ ventas_pcge: '70999' }, 'La cuenta de ventas debe ser una cuenta activa de la 70 de su PCGE'],
    [
      { compras_pcge: '701' },
      'La cuenta de compras debe ser una cuenta activa de la 60 o de la 20 a la 28 de su PCGE',
    ],
    [
      { compras_pcge: '631' },
      'La cuenta de compras debe ser una cuenta activa de la 60 o de la 20 a la 28 de su PCGE',
    ],
    [{ propiedades: [{ codigo: 'COLOR', valor: '' }] }, 'Cada propiedad necesita un código y un valor'],
    [
      { precios: [{ categoria_precio_id: 'LISTA', precio: '-1' }] },
      'El precio de cada categoría debe ser un número mayor o igual a cero',
    ],
  ])('%o → %s', async (cambio, mensaje) => {
    const precios = (cambio as { precios?: { categoria_precio_id: string }[] }).precios?.map((p) => ({
      ...p,
      categoria_precio_id: listaId,
    }));
    const r = await gql(CREAR, { i: { ...ARROZ, ...cambio, ...(precios ? { precios } : {}) } });
    expect(errorDe(r)).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect(await productosEnBase()).toHaveLength(0);
  });

  it('refuses a repeated price list and a deleted category', async () => {
    const dos = [
      { categoria_precio_id: listaId, precio: '1' },
      { categoria_precio_id: listaId, precio: '2' },
    ];
    expect(errorDe(await gql(CREAR, { i: { ...ARROZ, precios: dos } })).mensaje).toBe(
      'Una categoría de precio está repetida',
    );
    const otra = await gql<{ createCategoria: { id: string } }>(CREAR_CATEGORIA, {
      i: { codigo: 'VIE', nombre: 'Vieja' },
    });
    const id = otra.data?.createCategoria.id;
    await gql('mutation($id: String!) { deleteCategoria(id: $id) { id } }', { id });
    expect(errorDe(await gql(CREAR, { i: { ...ARROZ, categoria_id: id } })).mensaje).toBe(
      'La categoría está eliminada',
    );
    expect(await productosEnBase()).toHaveLength(0);
  });
});

describe('products', () => {
  it('computes the price from the value with IGV 18% and back, and keeps 10 decimals exactly', async () => {
    const a = await crear({ ...ARROZ, categoria_id: categoriaId, ventas_pcge: '7011', compras_pcge: '6011' });
    expect(a).toMatchObject({
      valor_unitario: '100',
      precio_unitario: '118',
      medida_id: 'NIU',
      categoria_nombre: 'ABARROTES',
    });
    const b = await crear({ codigo: 'B', descripcion: 'Por precio', precio_unitario: '10' });
    expect(b).toMatchObject({ valor_unitario: '8.4745762712', precio_unitario: '10' });
    const c = await crear({
      codigo: 'C',
      descripcion: 'Par',
      valor_unitario: '8.4745762712',
      precio_unitario: '10.00',
    });
    expect(c).toMatchObject({ valor_unitario: '8.4745762712', precio_unitario: '10' });
    const [fila] = await e.t.deps.db.select().from(schema.productos).where(eq(schema.productos.id, b.id));
    expect(fila?.valorUnitario).toBe('8.4745762712');
    // One cent of SUNAT rounding is accepted: 100 × 1.18 = 118.00 vs 118.01.
    expect(
      (
        await crear({
          codigo: 'D',
          descripcion: 'Redondeo',
          valor_unitario: '100',
          precio_unitario: '118.01',
        })
      ).precio_unitario,
    ).toBe('118.01');
  });

  it('prices exonerado, inafecto and exportación without IGV; a service defaults to ZZ without stock', async () => {
    expect(
      await crear({ codigo: 'EXO', descripcion: 'Libro', tipo_igv: '20', valor_unitario: '100' }),
    ).toMatchObject({
      valor_unitario: '100',
      precio_unitario: '100',
    });
    expect(
      await crear({ codigo: 'INA', descripcion: 'Inafecto', tipo_igv: '30', precio_unitario: '55.5' }),
    ).toMatchObject({
      valor_unitario: '55.5',
    });
    const servicio = await crear({
      codigo: 'SERV',
      descripcion: 'Instalación',
      stock: false,
      valor_unitario: '50',
      compras_pcge: '6321',
    });
    expect(servicio).toMatchObject({ medida_id: 'ZZ', stock: false, precio_unitario: '59' });
  });

  it('uses the reduced rate for a restaurant that declared it (10.5% in 2026) and still accepts the general rate', async () => {
    await e.t.deps.db
      .update(schema.empresas)
      .set({ rubro: 'restaurante', regimenIgv: 'restaurantes_hoteles_mype' })
      .where(eq(schema.empresas.id, e.beto.empresaId));
    const menu = await crear({ codigo: 'MENU', descripcion: 'Menú', valor_unitario: '100' }, e.beto.token);
    const hoy = hoyEnLima();
    // The rate depends on today's date: 10.5% during 2026 and 15% in 2027 (peru-facts §2).
    const esperado = hoy < '2027-01-01' ? '110.5' : hoy < '2028-01-01' ? '115' : '118';
    expect(menu.precio_unitario).toBe(esperado);
    expect(
      (
        await gql(
          CREAR,
          { i: { codigo: 'M2', descripcion: 'Carta', valor_unitario: '100', precio_unitario: '118' } },
          e.beto.token,
        )
      ).errors,
    ).toBeUndefined();
  });

  it('computes the value from the acquisition cost plus a margin', async () => {
    const p = await crear({
      codigo: 'MRG',
      descripcion: 'Con margen',
      margen_utilidad: true,
      adquisicion: '80',
      utilidad: '25',
      tipo_utilidad: 'porcentaje',
    });
    expect(p).toMatchObject({ valor_unitario: '100', precio_unitario: '118' });
  });

  it('refuses a repeated active code, edits with prices per list and properties, deletes and re-activates', async () => {
    expect(errorDe(await gql(CREAR, { i: ARROZ })).mensaje).toBe(
      'Ya existe un producto activo con el código ARR-01',
    );
    const [arroz] =
      (await gql<{ productosByCodigos: Producto[] }>(POR_CODIGOS, { c: ['ARR-01'] })).data
        ?.productosByCodigos ?? [];
    const id = (
      await e.t.deps.db.select().from(schema.productos).where(eq(schema.productos.codigo, 'ARR-01'))
    )[0]?.id;
    expect(arroz?.precio_unitario).toBe('118');
    const r = await gql<{ updateProducto: Producto }>(ACTUALIZAR, {
      id,
      i: {
        ...ARROZ,
        categoria_id: categoriaId,
        codigo_barras: '7750000000017',
        precio_unitario: '59',
        valor_unitario: null,
        precios: [{ categoria_precio_id: listaId, precio: '55.1234567891' }],
        propiedades: [{ codigo: 'PESO', valor: '5 kg' }],
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateProducto).toMatchObject({
      valor_unitario: '50',
      precio_unitario: '59',
      precios: [{ categoria_precio_id: listaId, codigo: 'MAY', precio: '55.1234567891' }],
      propiedades: [{ codigo: 'PESO', nombre: 'PESO', valor: '5 kg' }],
    });
    // Without `precios` the stored ones stay.
    const sin = await gql<{ updateProducto: Producto }>(ACTUALIZAR, {
      id,
      i: { ...ARROZ, categoria_id: categoriaId, codigo_barras: '7750000000017' },
    });
    expect(sin.data?.updateProducto.precios).toHaveLength(1);
    // A list deleted since does not block editing the product: its price comes back as it was.
    const VIGENCIA_LISTA = (op: string) => `mutation($id: String!) { ${op}(id: $id) { id } }`;
    await gql(VIGENCIA_LISTA('deleteCategoriaPrecio'), { id: listaId });
    const conListaBorrada = await gql<{ updateProducto: Producto }>(ACTUALIZAR, {
      id,
      i: {
        ...ARROZ,
        categoria_id: categoriaId,
        codigo_barras: '7750000000017',
        precios: [{ categoria_precio_id: listaId, precio: '55.1234567891' }],
      },
    });
    expect(conListaBorrada.errors).toBeUndefined();
    expect(conListaBorrada.data?.updateProducto.precios.map((p) => p.precio)).toEqual(['55.1234567891']);
    await gql(VIGENCIA_LISTA('activateCategoriaPrecio'), { id: listaId });

    expect(
      (await gql<{ deletedProducto: { deleted_at: string } }>(BORRAR, { id })).data?.deletedProducto
        .deleted_at,
    ).toBeTruthy();
    expect(errorDe(await gql(ACTUALIZAR, { id, i: ARROZ })).mensaje).toBe(
      'Active el producto antes de modificarlo',
    );
    const nuevo = await crear(ARROZ);
    expect(errorDe(await gql(ACTIVAR, { id })).mensaje).toBe('Ya existe un producto activo con ese código');
    await gql(BORRAR, { id: nuevo.id });
    expect(
      (await gql<{ activarProducto: { deleted_at: string | null } }>(ACTIVAR, { id })).data?.activarProducto
        .deleted_at,
    ).toBeNull();
    expect(
      (await gql<{ productobyid: Producto }>(POR_ID, { id })).data?.productobyid.precios[0]?.precio,
    ).toBe('55.1234567891');
  });

  it('finds by exact code or barcode only when a single product matches', async () => {
    expect(
      (await gql<{ productoByCodigo: { codigo: string } }>(POR_CODIGO, { c: 'ARR-01' })).data
        ?.productoByCodigo?.codigo,
    ).toBe('ARR-01');
    expect(
      (await gql<{ productoByCodigo: { codigo: string } }>(POR_CODIGO, { b: '7750000000017' })).data
        ?.productoByCodigo?.codigo,
    ).toBe('ARR-01');
    expect((await gql(POR_CODIGO, { c: 'ARR' })).data?.productoByCodigo).toBeNull();
    await crear({
      codigo: 'ARR-02',
      descripcion: 'Arroz 1 kg',
      codigo_barras: '7750000000017',
      valor_unitario: '4',
    });
    expect((await gql(POR_CODIGO, { b: '7750000000017' })).data?.productoByCodigo).toBeNull();
    expect((await gql(POR_CODIGO, { c: 'ARR-01', b: '7750000000017' })).data?.productoByCodigo).toBeNull();
  });

  it('searches by code, barcode or description with paging, category and stock filters, counts and exports', async () => {
    const codigos = async (v: Record<string, unknown>) =>
      (await gql<Lista>(LISTA, v)).data?.productos.filas.map((p) => p.codigo);
    expect(await codigos({ p: 'arroz' })).toEqual(['ARR-01', 'ARR-02']);
    expect(await codigos({ p: '775000' })).toEqual(['ARR-01', 'ARR-02']);
    expect(await codigos({ c: categoriaId })).toEqual(['ARR-01']);
    expect(await codigos({ p: 'S' })).toEqual(['SERV']);
    expect(await codigos({ p: 'S', s: true })).toEqual([]);
    const total = (await gql<Lista>(LISTA, {})).data?.productos.total ?? 0;
    expect(total).toBeGreaterThan(5);
    expect((await gql<Lista>(LISTA, { l: 2, d: 1 })).data?.productos.filas).toHaveLength(2);
    expect((await gql<Lista>(LISTA, { e: true })).data?.productos.total).toBe(total + 1);
    expect((await gql<{ countProducto: number }>(CONTAR, { p: 'arroz' })).data?.countProducto).toBe(2);

    const x = await gql<{ excelproductoslist: { nombre: string; base64: string } }>(EXCEL, {
      c: categoriaId,
    });
    expect(x.data?.excelproductoslist.nombre).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const filas = await filasDeExcel(x.data?.excelproductoslist.base64 ?? '');
    expect(filas[0]).toEqual(['Productos']);
    expect(filas[1]?.slice(0, 8)).toEqual([
      'Código',
      'Código de barras',
      'Descripción',
      'Categoría',
      'Unidad',
      'Afectación IGV',
      'Valor unitario',
      'Precio unitario',
    ]);
    expect(filas.slice(2).map((f) => f.slice(0, 8))).toEqual([
      ['ARR-01', '7750000000017', 'Arroz extra 5 kg', 'ABARROTES', 'NIU', '10', '100', '118'],
    ]);
  });

  it('keeps a category while active products use it', async () => {
    const nueva = await gql<{ createCategoria: { id: string } }>(CREAR_CATEGORIA, {
      i: { codigo: 'LIM', nombre: 'Limpieza' },
    });
    const categoria = nueva.data?.createCategoria.id ?? '';
    const lejia = await crear({
      codigo: 'LEJ-01',
      descripcion: 'Lejía 1 l',
      valor_unitario: '5',
      categoria_id: categoria,
    });
    const BORRAR_CATEGORIA = 'mutation($id: String!) { deleteCategoria(id: $id) { deleted_at } }';
    expect(errorDe(await gql(BORRAR_CATEGORIA, { id: categoria })).mensaje).toBe(
      'La categoría tiene 1 producto activo: cámbielos de categoría antes de eliminarla',
    );
    await gql(BORRAR, { id: lejia.id });
    type B = { deleteCategoria: { deleted_at: string | null } };
    expect((await gql<B>(BORRAR_CATEGORIA, { id: categoria })).data?.deleteCategoria.deleted_at).toBeTruthy();
  });
});

describe('combos', () => {
  let componentes: Producto[];
  beforeAll(async () => {
    componentes = [
      await crear({ codigo: 'HAM', descripcion: 'Hamburguesa', valor_unitario: '10' }),
      await crear({ codigo: 'GAS', descripcion: 'Gaseosa', valor_unitario: '3' }),
    ];
  });
  const COMBO = { codigo: 'CMB-1', descripcion: 'Combo clásico', precio_unitario: '14.16' };

  it.each([
    [[], 'Agregue al menos un producto al combo'],
    [
      [{ i: 0, cantidad: '0' }],
      'La cantidad de cada producto del combo debe ser mayor que cero (hasta 4 decimales)',
    ],
    [
      [
        { i: 0, cantidad: '1' },
        { i: 0, cantidad: '2' },
      ],
      'Un producto está repetido en el combo',
    ],
  ])('refuses %o and writes nothing', async (lineas, mensaje) => {
    const antes = (await productosEnBase()).length;
    const productos_combos = lineas.map((l) => ({ producto_id: componentes[l.i]?.id, cantidad: l.cantidad }));
    expect(errorDe(await gql(CREAR_COMBO, { i: { ...COMBO, productos_combos } })).mensaje).toBe(mensaje);
    expect(await productosEnBase()).toHaveLength(antes);
  });

  it('creates, lists, edits, refuses a combo inside a combo and a deleted component, and exports', async () => {
    const r = await gql<{ createCombo: Producto }>(CREAR_COMBO, {
      i: {
        ...COMBO,
        productos_combos: [
          { producto_id: componentes[0]?.id, cantidad: '1' },
          { producto_id: componentes[1]?.id, cantidad: '2.5' },
        ],
      },
    });
    expect(r.errors).toBeUndefined();
    const combo = r.data?.createCombo;
    expect(combo).toMatchObject({ es_combo: true, valor_unitario: '12', stock: false });
    expect(combo?.productos_combos.map((c) => [c.codigo, c.cantidad])).toEqual([
      ['GAS', '2.5'],
      ['HAM', '1'],
    ]);
    const otro = { ...COMBO, codigo: 'CMB-2', productos_combos: [{ producto_id: combo?.id, cantidad: '1' }] };
    expect(errorDe(await gql(CREAR_COMBO, { i: otro })).mensaje).toBe(
      'El producto CMB-1 es un combo: un combo no puede contener otro',
    );
    const editado = await gql<{ updateCombo: Producto }>(ACTUALIZAR_COMBO, {
      id: combo?.id,
      i: { ...COMBO, productos_combos: [{ producto_id: componentes[0]?.id, cantidad: '2' }] },
    });
    expect(editado.data?.updateCombo.productos_combos).toEqual([
      { producto_id: componentes[0]?.id, codigo: 'HAM', cantidad: '2' },
    ]);
    expect(
      errorDe(await gql(ACTUALIZAR_COMBO, { id: componentes[1]?.id, i: { ...COMBO, productos_combos: [] } }))
        .mensaje,
    ).toBe('El producto no es un combo');
    // A component of an active combo cannot be deleted; a deleted product cannot join a combo.
    expect(errorDe(await gql(BORRAR, { id: componentes[0]?.id })).mensaje).toBe(
      'El producto es parte del combo CMB-1',
    );
    await gql(BORRAR, { id: componentes[1]?.id });
    const conBorrado = {
      ...COMBO,
      codigo: 'CMB-3',
      productos_combos: [{ producto_id: componentes[1]?.id, cantidad: '1' }],
    };
    expect(errorDe(await gql(CREAR_COMBO, { i: conBorrado })).mensaje).toBe('El producto GAS está eliminado');

    type C = { combos: { total: number; filas: { codigo: string }[] } };
    expect((await gql<C>(COMBOS, {})).data?.combos.filas.map((c) => c.codigo)).toEqual(['CMB-1']);
    expect((await gql<Lista>(LISTA, { p: 'CMB' })).data?.productos.total).toBe(0);
    expect((await gql<Lista>(LISTA, { p: 'CMB', ic: true })).data?.productos.total).toBe(1);
    const x = await gql<{ excelCombos: { base64: string } }>(EXCEL_COMBOS);
    const filas = await filasDeExcel(x.data?.excelCombos.base64 ?? '');
    expect(filas[0]).toEqual(['Combos']);
    expect(filas.slice(2).map((f) => [f[0], f[2]])).toEqual([['CMB-1', 'Combo clásico']]);
  });

  it('deletes and re-activates combos with the combos permission alone, and only combos', async () => {
    const BORRAR_COMBO = 'mutation($id: String!) { deleteCombo(id: $id) { deleted_at } }';
    const ACTIVAR_COMBO = 'mutation($id: String!) { activateCombo(id: $id) { deleted_at } }';
    const por = async (codigo: string) =>
      (await e.t.deps.db.select().from(schema.productos).where(eq(schema.productos.codigo, codigo)))[0]?.id;
    const combo = await por('CMB-1');
    const ham = await por('HAM');
    const { rolPermisos } = schema;
    const sinProductos = and(eq(rolPermisos.rolId, '04a0a9c2'), eq(rolPermisos.permisoId, 'FAC002002'));
    const [permiso] = await e.t.deps.db.select().from(rolPermisos).where(sinProductos);
    await e.t.deps.db.delete(rolPermisos).where(sinProductos);
    try {
      expect(errorDe(await gql(BORRAR, { id: combo })).codigo).toBe('FORBIDDEN');
      expect(errorDe(await gql(BORRAR_COMBO, { id: ham })).codigo).toBe('FORBIDDEN');
      type B = { deleteCombo: { deleted_at: string | null } };
      expect((await gql<B>(BORRAR_COMBO, { id: combo })).data?.deleteCombo.deleted_at).toBeTruthy();
      type A = { activateCombo: { deleted_at: string | null } };
      expect((await gql<A>(ACTIVAR_COMBO, { id: combo })).data?.activateCombo.deleted_at).toBeNull();
    } finally {
      if (permiso) await e.t.deps.db.insert(rolPermisos).values(permiso);
    }
    expect(errorDe(await gql(BORRAR_COMBO, { id: combo }, e.beto.token)).codigo).toBe('FORBIDDEN');
  });
});

describe('minimum stock and properties', () => {
  it('sets the minimum stock of several products in one transaction, refusing the whole batch on one bad row', async () => {
    const [ham] = await e.t.deps.db.select().from(schema.productos).where(eq(schema.productos.codigo, 'HAM'));
    const [arr] = await e.t.deps.db
      .select()
      .from(schema.productos)
      .where(eq(schema.productos.codigo, 'ARR-02'));
    const [serv] = await e.t.deps.db
      .select()
      .from(schema.productos)
      .where(eq(schema.productos.codigo, 'SERV'));
    const malo = await gql(STOCK_MINIMO, {
      f: [
        { producto_id: ham?.id, stock_minimo: '5' },
        { producto_id: arr?.id, stock_minimo: '-2' },
      ],
    });
    expect(errorDe(malo).mensaje).toBe('El stock mínimo de ARR-02 debe ser un número mayor o igual a cero');
    expect(
      errorDe(await gql(STOCK_MINIMO, { f: [{ producto_id: serv?.id, stock_minimo: '1' }] })).mensaje,
    ).toBe('El producto SERV no controla stock');
    const [sinCambio] = await e.t.deps.db
      .select()
      .from(schema.productos)
      .where(eq(schema.productos.codigo, 'HAM'));
    expect(sinCambio?.stockMinimo).toBe('0.0000');
    const r = await gql<{ updateStockMinimo: number }>(STOCK_MINIMO, {
      f: [
        { producto_id: ham?.id, stock_minimo: '5' },
        { producto_id: arr?.id, stock_minimo: '12.3456' },
      ],
    });
    expect(r.data?.updateStockMinimo).toBe(2);
    expect((await gql<Lista>(LISTA, { p: 'ARR-02' })).data?.productos.filas[0]?.stock_minimo).toBe('12.3456');
  });

  it('creates product properties, refuses a repeated code, searches', async () => {
    expect(errorDe(await gql(CREAR_PROPIEDAD, { i: { codigo: '', nombre: 'Talla' } })).mensaje).toBe(
      'Ingrese el código',
    );
    expect((await gql(CREAR_PROPIEDAD, { i: { codigo: 'talla', nombre: 'Talla' } })).errors).toBeUndefined();
    await gql(CREAR_PROPIEDAD, { i: { codigo: 'COLOR', nombre: 'Color' } });
    expect(errorDe(await gql(CREAR_PROPIEDAD, { i: { codigo: 'TALLA', nombre: 'Otra' } })).mensaje).toBe(
      'Ya existe una propiedad con ese código',
    );
    expect(
      (await gql<{ propiedadesProducto: unknown[] }>(PROPIEDADES, { p: 'tal' })).data?.propiedadesProducto,
    ).toEqual([{ codigo: 'TALLA', nombre: 'TALLA' }]);
    expect((await gql(PROPIEDADES, {}, e.beto.token)).data?.propiedadesProducto).toEqual([]);
  });
});

describe('tenancy and permissions', () => {
  it("answers FORBIDDEN for another company's product, category and price list", async () => {
    const ajeno = await crear({ codigo: 'AJ', descripcion: 'Ajeno', valor_unitario: '1' }, e.beto.token);
    const [mio] = await e.t.deps.db.select().from(schema.productos).where(eq(schema.productos.codigo, 'HAM'));
    const linea = (id: string | undefined) => [{ producto_id: id, cantidad: '1' }];
    const casos: [string, Record<string, unknown>][] = [
      [POR_ID, { id: ajeno.id }],
      [POR_ID, { id: 'x' }],
      [ACTUALIZAR, { id: ajeno.id, i: ARROZ }],
      [BORRAR, { id: ajeno.id }],
      [ACTIVAR, { id: ajeno.id }],
      [CREAR, { i: { ...ARROZ, codigo: 'N1', categoria_id: ajenaCategoriaId } }],
      [
        CREAR,
        { i: { ...ARROZ, codigo: 'N2', precios: [{ categoria_precio_id: ajenaListaId, precio: '1' }] } },
      ],
      [LISTA, { c: ajenaCategoriaId }],
      [CONTAR, { c: ajenaCategoriaId }],
      [EXCEL, { c: ajenaCategoriaId }],
      [
        CREAR_COMBO,
        { i: { codigo: 'CX', descripcion: 'x', valor_unitario: '1', productos_combos: linea(ajeno.id) } },
      ],
      [
        ACTUALIZAR_COMBO,
        {
          id: ajeno.id,
          i: { codigo: 'CX', descripcion: 'x', valor_unitario: '1', productos_combos: linea(mio?.id) },
        },
      ],
      [STOCK_MINIMO, { f: [{ producto_id: ajeno.id, stock_minimo: '1' }] }],
    ];
    const antes = (await productosEnBase()).length;
    for (const [q, v] of casos) expect(errorDe(await gql(q, v)), q).toMatchObject({ codigo: 'FORBIDDEN' });
    expect(await productosEnBase()).toHaveLength(antes);
    // Look-ups by code never reach another company's products.
    expect((await gql(POR_CODIGO, { c: 'AJ' })).data?.productoByCodigo).toBeNull();
    expect(
      (await gql<{ productosByCodigos: unknown[] }>(POR_CODIGOS, { c: ['AJ'] })).data?.productosByCodigos,
    ).toEqual([]);
  });

  it('refuses every product mutation to a role without the menu permission, but lets it read', async () => {
    const [mio] = await e.t.deps.db
      .select()
      .from(schema.productos)
      .where(eq(schema.productos.empresaId, e.mozo.empresaId));
    expect(mio).toBeUndefined();
    const casos: [string, Record<string, unknown>][] = [
      [CREAR, { i: ARROZ }],
      [CREAR_COMBO, { i: { codigo: 'C', descripcion: 'x', valor_unitario: '1', productos_combos: [] } }],
      [STOCK_MINIMO, { f: [] }],
      [CREAR_PROPIEDAD, { i: { codigo: 'A', nombre: 'B' } }],
    ];
    for (const [q, v] of casos)
      expect(errorDe(await gql(q, v, e.mozo.token)), q).toMatchObject({ codigo: 'FORBIDDEN' });
    expect((await gql<Lista>(LISTA, {}, e.mozo.token)).data?.productos.total).toBe(0);
  });
});
