import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { comprobantes } from './comprobantes.ts';
import { operaciones } from './contabilidad.ts';
import { empresas } from './empresas.ts';
import { guias } from './guias.ts';
import { productos } from './productos.ts';

/**
 * Where a movement comes from: an emitted document, a purchase, a typed opening stock, or a guía de
 * remisión of a local that moves stock with its guides (`incluir_guias_kardex`).
 */
export type OrigenMovimiento = 'venta' | 'compra' | 'saldo_inicial' | 'guia';

/**
 * A movement of a product's stock (kardex, PLE 12.1 and 13.1): an entrada or a salida in units, with
 * the PLE tabla 12 operation and the document behind it. `costo_unitario` (soles) values entradas;
 * null means "at the average of the moment" (salidas and customer returns), which the kardex computes.
 * Voided with `deleted_at`; a sale's movement also leaves the kardex when its document is voided or
 * rejected, a guide's when the guide is rejected or given de baja, and a purchase's when its operation is
 * voided — read through the joins, not copied.
 */
export const movimientosInventario = pgTable(
  'movimientos_inventario',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    productoId: uuid('producto_id')
      .notNull()
      .references(() => productos.id),
    /** YYYY-MM-DD. */
    fecha: text('fecha').notNull(),
    /** YYYYMM. */
    periodo: text('periodo').notNull(),
    /** PLE tabla 12: 01 venta, 02 compra, 05 devolución recibida, 06 devolución entregada, 16 saldo inicial… */
    tipoOperacion: text('tipo_operacion').notNull(),
    /** PLE tabla 10 type, series and number of the document ('00' when none). */
    tipoComprobante: text('tipo_comprobante').notNull().default('00'),
    serie: text('serie').notNull().default('0'),
    numero: text('numero').notNull().default('0'),
    entrada: numeric('entrada', { precision: 20, scale: 8 }).notNull().default('0'),
    salida: numeric('salida', { precision: 20, scale: 8 }).notNull().default('0'),
    costoUnitario: numeric('costo_unitario', { precision: 20, scale: 8 }),
    origen: text('origen').$type<OrigenMovimiento>().notNull(),
    /** The purchase (or other operation) it was noted with. */
    operacionId: uuid('operacion_id').references(() => operaciones.id),
    /** The electronic document it comes from, and the document's line. */
    comprobanteId: uuid('comprobante_id').references(() => comprobantes.id),
    linea: integer('linea'),
    /** The guía de remisión it comes from (and `linea`, the guide's line). */
    guiaId: uuid('guia_id').references(() => guias.id),
    glosa: text('glosa'),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    index('movimientos_inventario_producto_idx').on(t.empresaId, t.productoId, t.fecha),
    index('movimientos_inventario_periodo_idx').on(t.empresaId, t.periodo),
    index('movimientos_inventario_operacion_idx').on(t.operacionId),
    // One movement per line of an emitted document: the posting job may run twice.
    uniqueIndex('movimientos_inventario_comprobante_uq')
      .on(t.comprobanteId, t.linea)
      .where(sql`${t.comprobanteId} IS NOT NULL`),
    uniqueIndex('movimientos_inventario_guia_uq').on(t.guiaId, t.linea).where(sql`${t.guiaId} IS NOT NULL`),
    // One live opening stock per product and period.
    uniqueIndex('movimientos_inventario_saldo_inicial_uq')
      .on(t.empresaId, t.productoId, t.periodo)
      .where(sql`${t.origen} = 'saldo_inicial' AND ${t.deletedAt} IS NULL`),
  ],
);
