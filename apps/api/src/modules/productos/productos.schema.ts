import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import {
  actualizarCategoria,
  type CategoriaVista,
  cambiarVigenciaCategoria,
  crearCategoria,
  listarCategorias,
} from './categorias/categorias.ts';
import { exportarCategorias } from './categorias/exportar-categorias.ts';
import {
  actualizarCategoriaPrecio,
  type CategoriaPrecioVista,
  cambiarVigenciaCategoriaPrecio,
  crearCategoriaPrecio,
  listarCategoriasPrecio,
} from './categorias-precio/categorias-precio.ts';
import { exportarCategoriasPrecio } from './categorias-precio/exportar-categorias-precio.ts';
import { actualizarCombo, crearCombo } from './combos/combos.ts';
import {
  contarProductos,
  listarProductos,
  productoPorCodigo,
  productosPorCodigos,
} from './productos/buscar-productos.ts';
import { exportarProductos } from './productos/exportar-productos.ts';
import { cambiarVigenciaProducto } from './productos/guardar-producto.ts';
import type { ComponenteVista, PrecioVista, ProductoVista } from './productos/producto-vista.ts';
import { actualizarProducto, crearProducto, productoPorId } from './productos/productos.ts';
import type { PropiedadValor } from './productos/validar-producto.ts';
import { buscarPropiedades, crearPropiedad, type PropiedadVista } from './propiedades.ts';
import { actualizarStockMinimo } from './stock-minimo.ts';

// Permissions of the screens (menu ids seeded in PERMISOS); reads only need a session.
const CATEGORIAS = { permiso: 'FAC002001' };
const PRODUCTOS = { permiso: 'FAC002002' };
const COMBOS = { permiso: 'FAC002003' };
const CATEGORIAS_PRECIO = { permiso: 'FAC002004' };
const STOCK_MINIMO = { permiso: 'FAC002005' };
const LECTURA = ALCANCE.leerProductos;

const Categoria = builder.objectRef<CategoriaVista>('Categoria').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
    local_id: t.exposeString('local_id', { nullable: true }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const PaginaCategorias = builder
  .objectRef<{ total: number; filas: CategoriaVista[] }>('PaginaCategorias')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Categoria] }) }),
  });

const CategoriaInput = builder.inputType('CategoriaInput', {
  fields: (t) => ({
    codigo: t.string(),
    nombre: t.string(),
    local_id: t.string({ required: false, description: 'Null: every local of the company.' }),
  }),
});

const CategoriaPrecio = builder.objectRef<CategoriaPrecioVista>('CategoriaPrecio').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('local_id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    valor_condicion: t.exposeString('valor_condicion', {
      description: 'Minimum quantity from which the price applies (decimal).',
    }),
    oferta: t.exposeBoolean('oferta'),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const PaginaCategoriasPrecio = builder
  .objectRef<{ total: number; filas: CategoriaPrecioVista[] }>('PaginaCategoriasPrecio')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [CategoriaPrecio] }) }),
  });

const CategoriaPrecioInput = builder.inputType('CategoriaPrecioInput', {
  fields: (t) => ({
    local_id: t.string(),
    codigo: t.string(),
    descripcion: t.string(),
    valor_condicion: t.string({ required: false }),
    oferta: t.boolean({ required: false }),
  }),
});

const Propiedad = builder.objectRef<PropiedadValor>('ProductoPropiedadValor').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
    valor: t.exposeString('valor'),
  }),
});

const Precio = builder.objectRef<PrecioVista>('ProductoPrecio').implement({
  fields: (t) => ({
    categoria_precio_id: t.exposeString('categoria_precio_id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    precio: t.exposeString('precio'),
  }),
});

const Componente = builder.objectRef<ComponenteVista>('ComboComponente').implement({
  fields: (t) => ({
    producto_id: t.exposeString('producto_id'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    cantidad: t.exposeString('cantidad'),
  }),
});

const Producto = builder.objectRef<ProductoVista>('Producto').implement({
  description: 'A good, service or combo. Amounts and quantities are decimal strings.',
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    codigo_barras: t.exposeString('codigo_barras', { nullable: true }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    descripcion: t.exposeString('descripcion'),
    detalle: t.exposeString('detalle', { nullable: true }),
    medida_id: t.exposeString('medida_id'),
    categoria_id: t.exposeString('categoria_id', { nullable: true }),
    categoria_nombre: t.exposeString('categoria_nombre', { nullable: true }),
    inventario_id: t.exposeString('inventario_id', { nullable: true }),
    tipo_igv: t.exposeString('tipo_igv'),
    valor_unitario: t.exposeString('valor_unitario'),
    precio_unitario: t.exposeString('precio_unitario'),
    imagen: t.exposeString('imagen', { nullable: true }),
    icbper: t.exposeBoolean('icbper'),
    compras_pcge: t.exposeString('compras_pcge', { nullable: true }),
    ventas_pcge: t.exposeString('ventas_pcge', { nullable: true }),
    stock: t.exposeBoolean('stock'),
    stock_minimo: t.exposeString('stock_minimo'),
    margen_utilidad: t.exposeBoolean('margen_utilidad'),
    utilidad: t.exposeString('utilidad'),
    tipo_utilidad: t.exposeString('tipo_utilidad'),
    adquisicion: t.exposeString('adquisicion'),
    propiedades: t.expose('propiedades', { type: [Propiedad] }),
    es_combo: t.exposeBoolean('es_combo'),
    precios: t.expose('precios', { type: [Precio] }),
    productos_combos: t.expose('productos_combos', { type: [Componente] }),
    deleted_at: t.exposeString('deleted_at', { nullable: true }),
  }),
});

const PaginaProductos = builder
  .objectRef<{ total: number; filas: ProductoVista[] }>('PaginaProductos')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Producto] }) }),
  });

const PropiedadValorInput = builder.inputType('ProductoPropiedadValorInput', {
  fields: (t) => ({ codigo: t.string(), nombre: t.string({ required: false }), valor: t.string() }),
});

const PrecioInput = builder.inputType('ProductoPrecioInput', {
  fields: (t) => ({ categoria_precio_id: t.string(), precio: t.string() }),
});

const ComponenteInput = builder.inputType('ComboComponenteInput', {
  fields: (t) => ({ producto_id: t.string(), cantidad: t.string() }),
});

const ProductoInput = builder.inputType('ProductoInput', {
  description:
    'Give valor_unitario or precio_unitario (the other is computed with the IGV in force) or both (they must agree).',
  fields: (t) => ({
    codigo: t.string(),
    codigo_barras: t.string({ required: false }),
    codigo_sunat: t.string({ required: false, description: 'SUNAT catálogo 25.' }),
    descripcion: t.string(),
    detalle: t.string({ required: false }),
    medida_id: t.string({ required: false, description: 'Catálogo 03; default NIU, ZZ for services.' }),
    categoria_id: t.string({ required: false }),
    inventario_id: t.string({ required: false, description: 'PLE tabla 5.' }),
    tipo_igv: t.string({ required: false, description: 'Catálogo 07; default 10.' }),
    valor_unitario: t.string({ required: false }),
    precio_unitario: t.string({ required: false }),
    imagen: t.string({ required: false }),
    icbper: t.boolean({ required: false }),
    compras_pcge: t.string({ required: false }),
    ventas_pcge: t.string({ required: false }),
    stock: t.boolean({ required: false }),
    stock_minimo: t.string({ required: false }),
    margen_utilidad: t.boolean({ required: false }),
    utilidad: t.string({ required: false }),
    tipo_utilidad: t.string({ required: false, description: 'porcentaje | monto' }),
    adquisicion: t.string({ required: false }),
    propiedades: t.field({ type: [PropiedadValorInput], required: false }),
    precios: t.field({
      type: [PrecioInput],
      required: false,
      description: 'Price in each price list; omitted keeps the stored ones, [] removes them.',
    }),
  }),
});

const ComboInput = builder.inputType('ComboInput', {
  fields: (t) => ({
    codigo: t.string(),
    descripcion: t.string(),
    medida_id: t.string({ required: false }),
    categoria_id: t.string({ required: false }),
    inventario_id: t.string({ required: false }),
    tipo_igv: t.string({ required: false }),
    valor_unitario: t.string({ required: false }),
    precio_unitario: t.string({ required: false }),
    compras_pcge: t.string({ required: false }),
    ventas_pcge: t.string({ required: false }),
    productos_combos: t.field({ type: [ComponenteInput] }),
  }),
});

const StockMinimoInput = builder.inputType('StockMinimoInput', {
  fields: (t) => ({ producto_id: t.string(), stock_minimo: t.string() }),
});

const PropiedadProducto = builder.objectRef<PropiedadVista>('PropiedadProducto').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
  }),
});

const PropiedadProductoInput = builder.inputType('PropiedadProductoInput', {
  fields: (t) => ({ codigo: t.string(), nombre: t.string() }),
});

builder.queryFields((t) => {
  const lista = {
    param: t.arg.string({ required: false }),
    limite: t.arg.int({ required: false }),
    desde: t.arg.int({ required: false }),
    eliminados: t.arg.boolean({ required: false }),
  };
  const filtroProducto = {
    param: t.arg.string({ required: false }),
    categoria_id: t.arg.string({ required: false }),
    eliminados: t.arg.boolean({ required: false }),
  };
  return {
    categorias: t.field({
      type: PaginaCategorias,
      description: 'Product categories by code (prefix) or name, paged.',
      authScopes: LECTURA,
      args: lista,
      resolve: async (_, args, ctx) => listarCategorias(ctx.deps, await ctx.sesion(), args),
    }),
    excelCategorias: t.field({
      type: ArchivoGeneradoRef,
      authScopes: LECTURA,
      args: { param: lista.param, eliminados: lista.eliminados },
      resolve: async (_, args, ctx) => exportarCategorias(ctx.deps, await ctx.sesion(), args),
    }),
    categoriasPrecio: t.field({
      type: PaginaCategoriasPrecio,
      description: 'Price lists of a local of the session’s company.',
      authScopes: LECTURA,
      args: { local_id: t.arg.string(), ...lista },
      resolve: async (_, args, ctx) => listarCategoriasPrecio(ctx.deps, await ctx.sesion(), args),
    }),
    excelCategoriasPrecio: t.field({
      type: ArchivoGeneradoRef,
      authScopes: LECTURA,
      args: { local_id: t.arg.string(), param: lista.param, eliminados: lista.eliminados },
      resolve: async (_, args, ctx) => exportarCategoriasPrecio(ctx.deps, await ctx.sesion(), args),
    }),
    productos: t.field({
      type: PaginaProductos,
      description:
        'Products by code or barcode (prefix) or description, paged. Combos only with incluir_combos.',
      authScopes: LECTURA,
      args: {
        ...lista,
        categoria_id: filtroProducto.categoria_id,
        solo_stock: t.arg.boolean({ required: false }),
        incluir_combos: t.arg.boolean({ required: false }),
      },
      resolve: async (_, args, ctx) => listarProductos(ctx.deps, await ctx.sesion(), args),
    }),
    countProducto: t.int({
      authScopes: LECTURA,
      args: { ...filtroProducto, incluir_combos: t.arg.boolean({ required: false }) },
      resolve: async (_, args, ctx) => contarProductos(ctx.deps, await ctx.sesion(), args),
    }),
    productobyid: t.field({
      type: Producto,
      authScopes: LECTURA,
      args: { id: t.arg.string() },
      resolve: async (_, { id }, ctx) => productoPorId(ctx.deps, await ctx.sesion(), id),
    }),
    productoByCodigo: t.field({
      type: Producto,
      nullable: true,
      description:
        'The single active product whose code or barcode is exactly this; null for none or several.',
      authScopes: LECTURA,
      args: { codigo: t.arg.string({ required: false }), codigo_barras: t.arg.string({ required: false }) },
      resolve: async (_, a, ctx) =>
        productoPorCodigo(ctx.deps, await ctx.sesion(), a.codigo, a.codigo_barras),
    }),
    productosByCodigos: t.field({
      type: [Producto],
      authScopes: LECTURA,
      args: { codigos: t.arg.stringList() },
      resolve: async (_, { codigos }, ctx) => productosPorCodigos(ctx.deps, await ctx.sesion(), codigos),
    }),
    excelproductoslist: t.field({
      type: ArchivoGeneradoRef,
      authScopes: LECTURA,
      args: filtroProducto,
      resolve: async (_, args, ctx) => exportarProductos(ctx.deps, await ctx.sesion(), args),
    }),
    combos: t.field({
      type: PaginaProductos,
      authScopes: LECTURA,
      args: lista,
      resolve: async (_, args, ctx) =>
        listarProductos(ctx.deps, await ctx.sesion(), { ...args, solo_combos: true }),
    }),
    excelCombos: t.field({
      type: ArchivoGeneradoRef,
      authScopes: LECTURA,
      args: { param: lista.param, eliminados: lista.eliminados },
      resolve: async (_, args, ctx) =>
        exportarProductos(ctx.deps, await ctx.sesion(), { ...args, solo_combos: true }),
    }),
    propiedadesProducto: t.field({
      type: [PropiedadProducto],
      authScopes: LECTURA,
      args: { param: lista.param },
      resolve: async (_, { param }, ctx) => buscarPropiedades(ctx.deps, await ctx.sesion(), param),
    }),
  };
});

builder.mutationFields((t) => {
  const id = { id: t.arg.string() };
  return {
    createCategoria: t.field({
      type: Categoria,
      authScopes: CATEGORIAS,
      args: { input: t.arg({ type: CategoriaInput }) },
      resolve: async (_, { input }, ctx) => crearCategoria(ctx.deps, await ctx.sesion(), input),
    }),
    updateCategoria: t.field({
      type: Categoria,
      authScopes: CATEGORIAS,
      args: { ...id, input: t.arg({ type: CategoriaInput }) },
      resolve: async (_, a, ctx) => actualizarCategoria(ctx.deps, await ctx.sesion(), a.id, a.input),
    }),
    deleteCategoria: t.field({
      type: Categoria,
      authScopes: CATEGORIAS,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaCategoria(ctx.deps, await ctx.sesion(), a.id, false),
    }),
    activateCategoria: t.field({
      type: Categoria,
      authScopes: CATEGORIAS,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaCategoria(ctx.deps, await ctx.sesion(), a.id, true),
    }),
    createCategoriaPrecio: t.field({
      type: CategoriaPrecio,
      authScopes: CATEGORIAS_PRECIO,
      args: { input: t.arg({ type: CategoriaPrecioInput }) },
      resolve: async (_, { input }, ctx) => crearCategoriaPrecio(ctx.deps, await ctx.sesion(), input),
    }),
    updateCategoriaPrecio: t.field({
      type: CategoriaPrecio,
      authScopes: CATEGORIAS_PRECIO,
      args: { ...id, input: t.arg({ type: CategoriaPrecioInput }) },
      resolve: async (_, a, ctx) => actualizarCategoriaPrecio(ctx.deps, await ctx.sesion(), a.id, a.input),
    }),
    deleteCategoriaPrecio: t.field({
      type: CategoriaPrecio,
      authScopes: CATEGORIAS_PRECIO,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaCategoriaPrecio(ctx.deps, await ctx.sesion(), a.id, false),
    }),
    activateCategoriaPrecio: t.field({
      type: CategoriaPrecio,
      authScopes: CATEGORIAS_PRECIO,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaCategoriaPrecio(ctx.deps, await ctx.sesion(), a.id, true),
    }),
    createProducto: t.field({
      type: Producto,
      authScopes: PRODUCTOS,
      args: { input: t.arg({ type: ProductoInput }) },
      resolve: async (_, { input }, ctx) => crearProducto(ctx.deps, await ctx.sesion(), input),
    }),
    updateProducto: t.field({
      type: Producto,
      authScopes: PRODUCTOS,
      args: { ...id, input: t.arg({ type: ProductoInput }) },
      resolve: async (_, a, ctx) => actualizarProducto(ctx.deps, await ctx.sesion(), a.id, a.input),
    }),
    deletedProducto: t.field({
      type: Producto,
      authScopes: PRODUCTOS,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaProducto(ctx.deps, await ctx.sesion(), a.id, false),
    }),
    activarProducto: t.field({
      type: Producto,
      authScopes: PRODUCTOS,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaProducto(ctx.deps, await ctx.sesion(), a.id, true),
    }),
    createCombo: t.field({
      type: Producto,
      authScopes: COMBOS,
      args: { input: t.arg({ type: ComboInput }) },
      resolve: async (_, { input }, ctx) => crearCombo(ctx.deps, await ctx.sesion(), input),
    }),
    updateCombo: t.field({
      type: Producto,
      authScopes: COMBOS,
      args: { ...id, input: t.arg({ type: ComboInput }) },
      resolve: async (_, a, ctx) => actualizarCombo(ctx.deps, await ctx.sesion(), a.id, a.input),
    }),
    deleteCombo: t.field({
      type: Producto,
      description: 'Deletes a combo (soft), with the combos screen’s permission.',
      authScopes: COMBOS,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaProducto(ctx.deps, await ctx.sesion(), a.id, false, true),
    }),
    activateCombo: t.field({
      type: Producto,
      authScopes: COMBOS,
      args: id,
      resolve: async (_, a, ctx) => cambiarVigenciaProducto(ctx.deps, await ctx.sesion(), a.id, true, true),
    }),
    updateStockMinimo: t.int({
      description: 'Sets the minimum stock of several products in one transaction; answers how many.',
      authScopes: STOCK_MINIMO,
      args: { filas: t.arg({ type: [StockMinimoInput] }) },
      resolve: async (_, { filas }, ctx) => actualizarStockMinimo(ctx.deps, await ctx.sesion(), filas),
    }),
    createPropiedadProducto: t.field({
      type: PropiedadProducto,
      authScopes: PRODUCTOS,
      args: { input: t.arg({ type: PropiedadProductoInput }) },
      resolve: async (_, { input }, ctx) => crearPropiedad(ctx.deps, await ctx.sesion(), input),
    }),
  };
});
