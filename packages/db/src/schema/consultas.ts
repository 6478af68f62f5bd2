import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { comprobantes } from './comprobantes.ts';
import { empresas } from './empresas.ts';

/** Local copy of SUNAT's padrón reducido: RUC look-ups without going out. */
export const padronRuc = pgTable('padron_ruc', {
  ruc: text('ruc').primaryKey(),
  razonSocial: text('razon_social').notNull(),
  estado: text('estado').notNull(),
  condicion: text('condicion').notNull(),
  ubigeo: text('ubigeo'),
  direccion: text('direccion').notNull(),
  ...marcasDeTiempo,
});

/**
 * The daily exchange rate SUNAT publishes (SBS's closing, used for tax purposes): a foreign-currency
 * document without a rate of its own takes the venta rate of its date, or the last published before it.
 */
export const tiposCambio = pgTable(
  'tipos_cambio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moneda: text('moneda').notNull().default('USD'),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    compra: numeric('compra', { precision: 10, scale: 3 }).notNull(),
    venta: numeric('venta', { precision: 10, scale: 3 }).notNull(),
    /** Who loaded it: the administrator's entry or an import. */
    registradoPor: uuid('registrado_por').references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('tipos_cambio_moneda_fecha_uq').on(t.moneda, t.fecha)],
);

export type TipoImportacion =
  | 'padron_ruc'
  | 'categorias'
  | 'productos'
  | 'clientes'
  | 'proveedores'
  | 'precios'
  | 'comprobantes';

/** One wrong row of a mass import: its number in the file (1 = first data row) and what is wrong. */
export type ErrorDeFila = { fila: number; mensaje: string };

/** Long imports run as jobs; the screen polls their progress. */
export const importaciones = pgTable('importaciones', {
  id: uuid('id').primaryKey().defaultRandom(),
  tipo: text('tipo').$type<TipoImportacion>().notNull(),
  estado: text('estado').$type<'en_curso' | 'terminada' | 'fallida'>().notNull().default('en_curso'),
  /** The company whose master data a mass import writes (null for the shared padrón). */
  empresaId: uuid('empresa_id').references(() => empresas.id),
  /** Mass imports: rows in the file, rows written, and each wrong row. */
  totalFilas: integer('total_filas').notNull().default(0),
  filasValidas: integer('filas_validas').notNull().default(0),
  errores: jsonb('errores').$type<ErrorDeFila[]>().notNull().default([]),
  /** Write the valid rows even when some are wrong (otherwise one wrong row writes nothing). */
  soloValidas: boolean('solo_validas').notNull().default(false),
  totalBytes: bigint('total_bytes', { mode: 'number' }).notNull().default(0),
  bytesLeidos: bigint('bytes_leidos', { mode: 'number' }).notNull().default(0),
  filas: integer('filas').notNull().default(0),
  error: text('error'),
  usuarioId: uuid('usuario_id').references(() => usuarios.id),
  terminadaAt: timestamp('terminada_at', { withTimezone: true }),
  ...marcasDeTiempo,
});

/**
 * The document a mass invoicing import emitted for a document of its file (keyed by its first row),
 * written in the emission's own transaction: a job resumed after a crash skips what is here, so it can
 * never emit a row twice, whatever progress the import row had saved.
 */
export const importacionEmisiones = pgTable(
  'importacion_emisiones',
  {
    importacionId: uuid('importacion_id')
      .notNull()
      .references(() => importaciones.id, { onDelete: 'cascade' }),
    fila: integer('fila').notNull(),
    comprobanteId: uuid('comprobante_id')
      .notNull()
      .references(() => comprobantes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.importacionId, t.fila] })],
);
