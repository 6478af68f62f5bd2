import { boolean, date, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';

/**
 * SUNAT's deadline schedules by year and type (mensual, libros, senati). `grupos` keeps the columns as
 * SUNAT publishes them: last-RUC-digit groups (0, 1, 2-3, …, buc) or one per digit.
 */
export const cronogramas = pgTable(
  'cronogramas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anio: integer('anio').notNull(),
    tipo: text('tipo').$type<'mensual' | 'libros' | 'senati'>().notNull(),
    grupos: jsonb('grupos').$type<string[]>().notNull(),
    /** False when the dates come from a source not checked against SUNAT's resolution. */
    verificado: boolean('verificado').notNull().default(false),
    fuente: text('fuente'),
    ...marcasDeTiempo,
  },
  (t) => [unique('cronogramas_anio_tipo_uq').on(t.anio, t.tipo)],
);

export const cronogramaFechas = pgTable(
  'cronograma_fechas',
  {
    cronogramaId: uuid('cronograma_id')
      .notNull()
      .references(() => cronogramas.id, { onDelete: 'cascade' }),
    /** The tax period the deadline is for (YYYY-MM). */
    periodo: text('periodo').notNull(),
    grupo: text('grupo').notNull(),
    vence: date('vence', { mode: 'string' }).notNull(),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.cronogramaId, t.periodo, t.grupo] })],
);
