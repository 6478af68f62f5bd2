import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';

/** Roles keep the stable codes the client knows (spec 01 §6) with readable names. */
export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion').notNull(),
  /** A company's own role, made by its owner from the permissions it holds; null for platform roles. */
  empresaId: uuid('empresa_id'),
  ...marcasDeTiempo,
  ...borradoLogico,
});

export const modulos = pgTable('modulos', {
  id: text('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  descripcion: text('descripcion').notNull(),
  detalle: text('detalle'),
  orden: integer('orden').notNull().default(0),
  ...marcasDeTiempo,
});

/** Hierarchical permission ids (FAC001, FAC001001…) of each module's menu; no module = every module. */
export const permisos = pgTable('permisos', {
  id: text('id').primaryKey(),
  moduloId: text('modulo_id').references(() => modulos.id),
  padreId: text('padre_id'),
  nombre: text('nombre').notNull(),
  ...marcasDeTiempo,
});

export const rolModulos = pgTable(
  'rol_modulos',
  {
    rolId: text('rol_id')
      .notNull()
      .references(() => roles.id),
    moduloId: text('modulo_id')
      .notNull()
      .references(() => modulos.id),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.rolId, t.moduloId] })],
);

export const rolPermisos = pgTable(
  'rol_permisos',
  {
    rolId: text('rol_id')
      .notNull()
      .references(() => roles.id),
    permisoId: text('permiso_id')
      .notNull()
      .references(() => permisos.id),
    /** The permission reaches every local of the company, not only the user's own. */
    otherlocal: boolean('otherlocal').notNull().default(false),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permisoId] })],
);

/**
 * Permissions an administrator took away from a platform role on the matrix screen: the seed, which adds
 * every new permission to its roles on each start, leaves these out.
 */
export const rolPermisosRetirados = pgTable(
  'rol_permisos_retirados',
  {
    rolId: text('rol_id')
      .notNull()
      .references(() => roles.id),
    permisoId: text('permiso_id')
      .notNull()
      .references(() => permisos.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rolId, t.permisoId] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    nombres: text('nombres').notNull(),
    aPaterno: text('a_paterno'),
    aMaterno: text('a_materno'),
    telefono: text('telefono'),
    /** The profile picture: a name the server gave it in the file store's avatars folder. */
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    rolId: text('rol_id')
      .notNull()
      .references(() => roles.id),
    contactar: boolean('contactar').notNull().default(false),
    emailVerificadoAt: timestamp('email_verificado_at', { withTimezone: true }),
    /** End of a practitioner's trial; after it the login answers 'expired'. */
    pruebaVenceAt: timestamp('prueba_vence_at', { withTimezone: true }),
    /** A sub-account on its temporary password: it opens nothing until the user sets their own. */
    debeCambiarPassword: boolean('debe_cambiar_password').notNull().default(false),
    /** Set by the platform administrator: the account cannot log in and its sessions are refused. */
    desactivadoAt: timestamp('desactivado_at', { withTimezone: true }),
    /** Theme options of the app shell, kept per user. */
    preferencias: jsonb('preferencias').$type<Record<string, unknown>>(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('usuarios_email_uq').on(t.email)],
);

/** One live session per user: a new login revokes the previous one with motivo 'reemplazada'. */
export const sesiones = pgTable(
  'sesiones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    moduloId: text('modulo_id'),
    empresaId: uuid('empresa_id'),
    localId: uuid('local_id'),
    periodo: text('periodo'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revocadaAt: timestamp('revocada_at', { withTimezone: true }),
    motivoRevocacion: text('motivo_revocacion').$type<
      | 'reemplazada'
      | 'logout'
      | 'reuso_refresh'
      | 'cambio_password'
      | 'acceso_retirado'
      | 'cuenta_desactivada'
    >(),
    ...marcasDeTiempo,
  },
  (t) => [index('sesiones_usuario_idx').on(t.usuarioId)],
);

/** Rotating refresh tokens, stored hashed; each belongs to the family of one session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sesionId: uuid('sesion_id')
      .notNull()
      .references(() => sesiones.id),
    tokenHash: text('token_hash').notNull(),
    expiraAt: timestamp('expira_at', { withTimezone: true }).notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash)],
);

/** One-time tokens mailed in links (account confirmation, password reset). */
export const tokensUnUso = pgTable(
  'tokens_un_uso',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    proposito: text('proposito').$type<'verificacion' | 'reset' | 'cambio_email'>().notNull(),
    expiraAt: timestamp('expira_at', { withTimezone: true }).notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [index('tokens_un_uso_usuario_idx').on(t.usuarioId)],
);
