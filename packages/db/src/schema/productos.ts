import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas, locales } from './empresas.ts';

/** Product categories of a company (spec 02 §3 Category: codigo, nombre, local_id). */
export const categorias = pgTable(
  'categorias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** The local that uses it; null for every local of the company. */
    localId: uuid('local_id').references(() => locales.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('categorias_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`)],
);

/**
 * Price lists of a local (mayorista, delivery, oferta…). `valor_condicion` is the minimum quantity from
 * which the price applies; `oferta` marks a promotional price.
 */
export const categoriasPrecio = pgTable(
  'categorias_precio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    localId: uuid('local_id')
      .notNull()
      .references(() => locales.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    valorCondicion: numeric('valor_condicion', { precision: 18, scale: 4 }).notNull().default('0'),
    oferta: boolean('oferta').notNull().default(false),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('categorias_precio_codigo_uq').on(t.localId, t.codigo).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/**
 * Goods and services a company sells or buys. Unit value (without IGV) and unit price (with IGV and
 * ICBPER-free) are both kept, consistent with the IGV affectation: SUNAT's XML carries both. A combo is
 * a product whose components are in `combo_componentes`, so invoicing treats it like any other line.
 */
export const productos = pgTable(
  'productos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    codigoBarras: text('codigo_barras'),
    /** SUNAT catálogo 25 (UNSPSC) code. */
    codigoSunat: text('codigo_sunat'),
    descripcion: text('descripcion').notNull(),
    detalle: text('detalle'),
    /** SUNAT catálogo 03 unit of measure (NIU, ZZ, KGM…). */
    medidaId: text('medida_id').notNull().default('NIU'),
    categoriaId: uuid('categoria_id').references(() => categorias.id),
    /** PLE tabla 5 type of stock (01 mercaderías, 02 productos terminados…). */
    inventarioId: text('inventario_id'),
    /** SUNAT catálogo 07 IGV affectation (10 gravado, 20 exonerado, 30 inafecto, 40 exportación…). */
    tipoIgv: text('tipo_igv').notNull().default('10'),
    valorUnitario: numeric('valor_unitario', { precision: 20, scale: 10 }).notNull(),
    precioUnitario: numeric('precio_unitario', { precision: 20, scale: 10 }).notNull(),
    imagen: text('imagen'),
    /** A plastic bag subject to ICBPER. */
    icbper: boolean('icbper').notNull().default(false),
    /** PCGE account codes used when the product is bought and sold. */
    comprasPcge: text('compras_pcge'),
    ventasPcge: text('ventas_pcge'),
    /** Whether the product keeps stock (kardex); services do not. */
    stock: boolean('stock').notNull().default(true),
    stockMinimo: numeric('stock_minimo', { precision: 18, scale: 4 }).notNull().default('0'),
    /** Price from the purchase cost plus a margin: `utilidad` as a percentage or an amount. */
    margenUtilidad: boolean('margen_utilidad').notNull().default(false),
    utilidad: numeric('utilidad', { precision: 18, scale: 4 }).notNull().default('0'),
    tipoUtilidad: text('tipo_utilidad').$type<'porcentaje' | 'monto'>().notNull().default('porcentaje'),
    adquisicion: numeric('adquisicion', { precision: 20, scale: 10 }).notNull().default('0'),
    /** Free properties (talla, color…) as [{ codigo, nombre, valor }]. */
    propiedades: jsonb('propiedades').$type<{ codigo: string; nombre: string; valor: string }[]>(),
    esCombo: boolean('es_combo').notNull().default(false),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('productos_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`),
    index('productos_barras_idx').on(t.empresaId, t.codigoBarras),
    index('productos_descripcion_idx').on(t.empresaId, t.descripcion),
    index('productos_categoria_idx').on(t.categoriaId),
  ],
);

/** A product's price in each price list (spec: Product price detail). */
export const productoPrecios = pgTable(
  'producto_precios',
  {
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    categoriaPrecioId: uuid('categoria_precio_id')
      .notNull()
      .references(() => categoriasPrecio.id),
    precio: numeric('precio', { precision: 20, scale: 10 }).notNull(),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.productoId, t.categoriaPrecioId] })],
);

/** What one unit of a combo contains. */
export const comboComponentes = pgTable(
  'combo_componentes',
  {
    comboId: uuid('combo_id')
      .notNull()
      .references(() => productos.id),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: numeric('cantidad', { precision: 18, scale: 4 }).notNull(),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.comboId, t.productoId] })],
);

/** Property names a company uses on its products (spec: Product property codigo, nombre). */
export const productoPropiedades = pgTable(
  'producto_propiedades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('producto_propiedades_codigo_uq').on(t.empresaId, t.codigo)],
);
