import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles, usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { empresas, locales } from './empresas.ts';

/**
 * An e-mail invitation to work in a company with a role: single use (the mailed link carries its id
 * and a secret whose hash is kept here), expiring, and withdrawn by the owner or by a newer one.
 */
export const invitaciones = pgTable(
  'invitaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    email: text('email').notNull(),
    rolId: text('rol_id')
      .notNull()
      .references(() => roles.id),
    localId: uuid('local_id').references(() => locales.id),
    modulos: text('modulos').array(),
    cocinaId: uuid('cocina_id'),
    /** Days a demo grant lasts from its acceptance; null for a lasting one. */
    demoDias: text('demo_dias'),
    secretoHash: text('secreto_hash').notNull(),
    expiraAt: timestamp('expira_at', { withTimezone: true }).notNull(),
    aceptadaAt: timestamp('aceptada_at', { withTimezone: true }),
    aceptadaPor: uuid('aceptada_por').references(() => usuarios.id),
    anuladaAt: timestamp('anulada_at', { withTimezone: true }),
    invitadoPor: uuid('invitado_por')
      .notNull()
      .references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [index('invitaciones_empresa_idx').on(t.empresaId), index('invitaciones_email_idx').on(t.email)],
);

/** Who granted, changed, suspended or removed whose access, and when: read by the owner and the administrator. */
export const auditoriaAccesos = pgTable(
  'auditoria_accesos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id').references(() => empresas.id),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => usuarios.id),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    accion: text('accion').notNull(),
    detalle: jsonb('detalle').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_accesos_empresa_idx').on(t.empresaId, t.createdAt)],
);
