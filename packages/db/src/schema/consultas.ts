import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';

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

/** Long imports run as jobs; the screen polls their progress. */
export const importaciones = pgTable('importaciones', {
  id: uuid('id').primaryKey().defaultRandom(),
  tipo: text('tipo').$type<'padron_ruc'>().notNull(),
  estado: text('estado').$type<'en_curso' | 'terminada' | 'fallida'>().notNull().default('en_curso'),
  totalBytes: bigint('total_bytes', { mode: 'number' }).notNull().default(0),
  bytesLeidos: bigint('bytes_leidos', { mode: 'number' }).notNull().default(0),
  filas: integer('filas').notNull().default(0),
  error: text('error'),
  usuarioId: uuid('usuario_id').references(() => usuarios.id),
  terminadaAt: timestamp('terminada_at', { withTimezone: true }),
  ...marcasDeTiempo,
});
