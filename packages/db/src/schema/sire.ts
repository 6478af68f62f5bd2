import { jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/**
 * The last SIRE proposal downloaded for a company, register (RVIE / RCE) and period: SUNAT's text as it
 * came, the rows and line errors read from it, and, for RVIE, the acceptance sent.
 */
export const sirePropuestas = pgTable(
  'sire_propuestas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    registro: text('registro').notNull(),
    /** AAAAMM. */
    periodo: text('periodo').notNull(),
    ticket: text('ticket').notNull(),
    archivo: text('archivo').notNull(),
    contenido: text('contenido').notNull(),
    /** FilaPropuesta[] and ErrorPropuesta[] of the proposal reader. */
    filas: jsonb('filas').$type<unknown[]>().notNull(),
    errores: jsonb('errores').$type<{ linea: number; mensaje: string }[]>().notNull(),
    descargada: timestamp('descargada', { withTimezone: true }).notNull(),
    aceptacionTicket: text('aceptacion_ticket'),
    /** SUNAT's state of the acceptance ticket (Anexo III description). */
    aceptacionEstado: text('aceptacion_estado'),
    aceptada: timestamp('aceptada', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [unique('sire_propuestas_uq').on(t.empresaId, t.registro, t.periodo)],
);
