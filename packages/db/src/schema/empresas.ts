import { boolean, index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';

export const empresas = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruc: text('ruc').notNull(),
    razonSocial: text('razon_social').notNull(),
    nombreComercial: text('nombre_comercial'),
    direccion: text('direccion'),
    ubigeo: text('ubigeo'),
    email: text('email'),
    telefono: text('telefono'),
    rubro: text('rubro'),
    /** SUNAT sending environment: simulador, beta, produccion, ose. */
    soapEnvio: text('soap_envio').notNull().default('simulador'),
    periodo: text('periodo'),
    regimenPlanilla: text('regimen_planilla'),
    /** Support companies are seen only by the top administrator. */
    soporte: boolean('soporte').notNull().default(false),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('empresas_ruc_uq').on(t.ruc)],
);

export const locales = pgTable(
  'locales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigoEstablecimiento: text('codigo_establecimiento').notNull().default('0000'),
    nombreCorto: text('nombre_corto'),
    direccion: text('direccion'),
    ubigeo: text('ubigeo'),
    activo: boolean('activo').notNull().default(true),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [index('locales_empresa_idx').on(t.empresaId)],
);

/** Which companies (and optionally which local) a user may work in; one active at a time. */
export const usuarioEmpresas = pgTable(
  'usuario_empresas',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    localId: uuid('local_id').references(() => locales.id),
    activa: boolean('activa').notNull().default(false),
    periodo: text('periodo'),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.empresaId] })],
);

/** UIT by year (peru-facts §1): kept as data, read by payroll and tax rules. */
export const uits = pgTable('uits', {
  anio: text('anio').primaryKey(),
  valor: numeric('valor', { precision: 12, scale: 2 }).notNull(),
  fuente: text('fuente').notNull(),
  ...marcasDeTiempo,
});
