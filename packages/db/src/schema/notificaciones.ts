import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/** A message to one user (the bell in the header); empresa_id says which company it concerns, if any. */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    empresaId: uuid('empresa_id').references(() => empresas.id),
    tipo: text('tipo').notNull().default('general'),
    titulo: text('titulo').notNull(),
    mensaje: text('mensaje').notNull(),
    link: text('link'),
    leidaAt: timestamp('leida_at', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [index('notificaciones_usuario_idx').on(t.usuarioId, t.createdAt)],
);
