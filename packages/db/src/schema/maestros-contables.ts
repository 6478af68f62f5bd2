import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';
import { pcgeCuentas } from './pcge.ts';

/** Cost centres (spec 02 §3: codigo, nombre, tipo). */
export const centrosCosto = pgTable(
  'centros_costo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    /** produccion, administracion, ventas, financiero, otros. */
    tipo: text('tipo').notNull(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('centros_costo_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/**
 * A named distribution of an amount over cost centres (spec: cost-centre link codigo, nombre, detalle):
 * the percentages of `detalle` add up to 100. Purchases point at one through amarre_cc_id.
 */
export const amarresCentroCosto = pgTable(
  'amarres_centro_costo',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    nombre: text('nombre').notNull(),
    /** [{ centro_costo_id, porcentaje }] with porcentaje as a decimal string. */
    detalle: jsonb('detalle').$type<{ centro_costo_id: string; porcentaje: string }[]>().notNull(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [uniqueIndex('amarres_cc_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`)],
);

/** Cash boxes and bank accounts, each tied to its PCGE account (10x). */
export const cuentasFinancieras = pgTable(
  'cuentas_financieras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    tipo: text('tipo').$type<'caja' | 'banco'>().notNull(),
    /** PEN or USD. */
    monedaId: text('moneda_id').notNull(),
    descripcion: text('descripcion').notNull(),
    /** PLE tabla 3 financial entity code (bank accounts only). */
    bancoId: text('banco_id'),
    cuenta: text('cuenta'),
    /** The Banco de la Nación account that receives detracciones. */
    detraccion: boolean('detraccion').notNull().default(false),
    pcgeId: uuid('pcge_id')
      .notNull()
      .references(() => pcgeCuentas.id),
    /** Kept under bank reconciliation. */
    control: boolean('control').notNull().default(false),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('cuentas_financieras_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Which PCGE account each tax (SUNAT catálogo 05 tributo) posts to in the company's entries. */
export const tributos = pgTable(
  'tributos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** SUNAT catálogo 05 code (1000 IGV, 2000 ISC, 7152 ICBPER, 9997 exonerado…). */
    tributoCodigo: text('tributo_codigo').notNull(),
    cuentaId: uuid('cuenta_id')
      .notNull()
      .references(() => pcgeCuentas.id),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('tributos_codigo_uq').on(t.empresaId, t.tributoCodigo).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** Kinds of supporting file an operation may carry (contract, voucher, guía…). */
export const tiposAdjunto = pgTable(
  'tipos_adjunto',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    descripcion: text('descripcion').notNull(),
    /** Operation kinds (compras, ventas, cobros, pagos…) the type applies to. */
    tipoOperacion: jsonb('tipo_operacion').$type<string[]>().notNull(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('tipos_adjunto_codigo_uq').on(t.empresaId, t.codigo).where(sql`${t.deletedAt} IS NULL`),
  ],
);

/** People in charge inside the company (accountant, treasurer, seller…) who sign or approve. */
export const responsables = pgTable(
  'responsables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** SUNAT catálogo 06 identity document. */
    documentoId: text('documento_id').notNull(),
    numero: text('numero').notNull(),
    nombres: text('nombres').notNull(),
    cargo: text('cargo').notNull(),
    email: text('email'),
    telefono: text('telefono'),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('responsables_documento_uq')
      .on(t.empresaId, t.documentoId, t.numero)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);
