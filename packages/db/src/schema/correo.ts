import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';

/** Every outgoing mail is kept here; the SMTP transport also records when it was delivered. */
export const correos = pgTable(
  'correos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    /** Files attached, by their path in the file store. */
    adjuntos: jsonb('adjuntos')
      .$type<{ nombre: string; ruta: string; tipo: string }[]>()
      .notNull()
      .default([]),
    transporte: text('transporte').$type<'outbox' | 'smtp'>().notNull(),
    enviadoAt: timestamp('enviado_at', { withTimezone: true }),
    error: text('error'),
    ...marcasDeTiempo,
  },
  (t) => [index('correos_para_idx').on(t.para)],
);
