import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/**
 * The masters a guía de remisión (GRE) names, kept per company so a guide picks them instead of
 * retyping them: the carriers it hires, the vehicles and the drivers (its own or a carrier's).
 */
export const transportistas = pgTable(
  'transportistas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    ruc: text('ruc').notNull(),
    razonSocial: text('razon_social').notNull(),
    /** The carrier's MTC registration number, which transporte público requires in the guide. */
    registroMtc: text('registro_mtc').notNull(),
    activo: boolean('activo').notNull().default(true),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('transportistas_ruc_uq').on(t.empresaId, t.ruc).where(sql`${t.deletedAt} IS NULL`),
    index('transportistas_busqueda_idx').on(t.empresaId, t.razonSocial),
  ],
);

export const vehiculos = pgTable(
  'vehiculos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** Upper case, without hyphens (ABC123), as SUNAT reads it. */
    placa: text('placa').notNull(),
    /** TUC (tarjeta única de circulación) or certificado de habilitación vehicular. */
    tuce: text('tuce'),
    /** Catálogo D-37 code of the entity that issued a special authorisation, with its number. */
    entidadAutorizadora: text('entidad_autorizadora'),
    numeroAutorizacion: text('numero_autorizacion'),
    marca: text('marca'),
    descripcion: text('descripcion'),
    /** Set when the vehicle is a carrier's; null for the company's own. */
    transportistaId: uuid('transportista_id').references(() => transportistas.id),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('vehiculos_placa_uq').on(t.empresaId, t.placa).where(sql`${t.deletedAt} IS NULL`)],
);

export const conductores = pgTable(
  'conductores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** SUNAT catálogo 06 code ('1' DNI, '4' carné de extranjería, '7' pasaporte…). */
    tipoDocumento: text('tipo_documento').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    nombres: text('nombres').notNull(),
    apellidos: text('apellidos').notNull(),
    /** Upper case, without hyphens (Q12345678): every driver a guide names needs one. */
    licencia: text('licencia').notNull(),
    /** Set when the driver works for a carrier; null for the company's own. */
    transportistaId: uuid('transportista_id').references(() => transportistas.id),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('conductores_documento_uq')
      .on(t.empresaId, t.tipoDocumento, t.numeroDocumento)
      .where(sql`${t.deletedAt} IS NULL`),
    index('conductores_busqueda_idx').on(t.empresaId, t.apellidos),
  ],
);
