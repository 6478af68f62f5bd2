import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';

export const ubigeos = pgTable('ubigeos', {
  codigo: text('codigo').primaryKey(),
  departamento: text('departamento').notNull(),
  provincia: text('provincia').notNull(),
  distrito: text('distrito').notNull(),
  codigoReniec: text('codigo_reniec'),
  ...marcasDeTiempo,
});

/** SUNAT catálogo 06: identity document types. */
export const tiposDocumento = pgTable('tipos_documento', {
  codigo: text('codigo').primaryKey(),
  nombre: text('nombre').notNull(),
  ...marcasDeTiempo,
});

/** Brand by host name (name, logo, favicon, slider); the default brand answers unknown hosts. */
export const marcas = pgTable(
  'marcas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    host: text('host'),
    nombre: text('nombre').notNull(),
    logo: text('logo'),
    favicon: text('favicon'),
    slider: jsonb('slider').$type<string[]>().notNull().default([]),
    porDefecto: boolean('por_defecto').notNull().default(false),
    /** The business behind the brand: the supplier named on complaint sheets. */
    ruc: text('ruc'),
    razonSocial: text('razon_social'),
    direccion: text('direccion'),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('marcas_host_uq').on(t.host)],
);
