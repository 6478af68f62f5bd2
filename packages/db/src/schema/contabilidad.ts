import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { comprobantes } from './comprobantes.ts';
import { empresas } from './empresas.ts';
import { centrosCosto } from './maestros-contables.ts';
import { pcgeCuentas } from './pcge.ts';
import { personas } from './personas.ts';

/**
 * What kind of work an operation records (spec 02 §4, operation kinds 1-7): purchases, sales, payroll,
 * collections and payments, miscellaneous entries, opening inventory, closing.
 */
export type TipoOperacionContable = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const importe = (nombre: string) => numeric(nombre, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * An accounting operation: the header of one asiento, with the document it records when it has one.
 * Its CUO (código único de operación) counts per company, period and book, so the PLE files can cite
 * it; purchases and sales also keep the register amounts their books print.
 */
export const operaciones = pgTable(
  'operaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    /** YYYYMM. */
    periodo: text('periodo').notNull(),
    /** PLE book code: 140100 ventas, 080100 compras, 080200 no domiciliados, 050100 diario, 010100 caja… */
    libro: text('libro').notNull(),
    tipoOperacion: smallint('tipo_operacion').$type<TipoOperacionContable>().notNull(),
    numeroCuo: integer('numero_cuo').notNull(),
    /** Printed CUO (≤ 40 characters in the PLE). */
    cuo: text('cuo').notNull(),
    fechaContable: text('fecha_contable').notNull(),
    fechaEmision: text('fecha_emision'),
    fechaVencimiento: text('fecha_vencimiento'),
    glosa: text('glosa').notNull(),
    glosaReferencia: text('glosa_referencia'),
    moneda: text('moneda').notNull().default('PEN'),
    tipoCambio: numeric('tipo_cambio', { precision: 10, scale: 3 }).notNull().default('1'),
    personaId: uuid('persona_id').references(() => personas.id),
    /** The counterpart as the document names it (catálogo 06 type and number, name). */
    personaTipoDocumento: text('persona_tipo_documento'),
    personaNumeroDocumento: text('persona_numero_documento'),
    personaNombre: text('persona_nombre'),
    /** PLE tabla 10 document type, series and number (or first number of a range). */
    tipoComprobante: text('tipo_comprobante'),
    serie: text('serie'),
    numero: text('numero'),
    numeroFinal: text('numero_final'),
    /** The document a note modifies. */
    modificaFecha: text('modifica_fecha'),
    modificaTipo: text('modifica_tipo'),
    modificaSerie: text('modifica_serie'),
    modificaNumero: text('modifica_numero'),
    /** The electronic document posted automatically from invoicing (one operation per document). */
    comprobanteId: uuid('comprobante_id').references(() => comprobantes.id),
    // Register amounts in the document's currency, as the registro de compras / ventas prints them.
    exportacion: importe('exportacion'),
    baseGravada: importe('base_gravada'),
    igv: importe('igv'),
    /** Purchases: taxed acquisitions for taxed and non-taxed sales (8.1 fields 16-17). */
    baseGravadaMixta: importe('base_gravada_mixta'),
    igvMixta: importe('igv_mixta'),
    /** Purchases: taxed acquisitions without right to crédito fiscal (8.1 fields 18-19). */
    baseSinCredito: importe('base_sin_credito'),
    igvSinCredito: importe('igv_sin_credito'),
    exonerada: importe('exonerada'),
    inafecta: importe('inafecta'),
    isc: importe('isc'),
    icbper: importe('icbper'),
    otros: importe('otros'),
    total: importe('total'),
    /** Register fields used by few documents: DUA, detracción constancia, retención mark, renta type… */
    datos: jsonb('datos').$type<Record<string, unknown>>().notNull().default({}),
    /** PLE state of the register line: sales 0,1,2,8,9; purchases 0,1,6,7,9; journal 1,8,9. */
    estadoPle: text('estado_ple').notNull().default('1'),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    unique('operaciones_cuo_uq').on(t.empresaId, t.periodo, t.libro, t.numeroCuo),
    // Lines refer to (empresa_id, id): an operation's lines cannot belong to another company.
    unique('operaciones_empresa_id_uq').on(t.empresaId, t.id),
    uniqueIndex('operaciones_comprobante_uq').on(t.comprobanteId),
    index('operaciones_empresa_periodo_idx').on(t.empresaId, t.periodo, t.libro),
    index('operaciones_documento_idx').on(t.empresaId, t.tipoComprobante, t.serie, t.numero),
  ],
);

/**
 * A line of an asiento: the account is the company's own PCGE account and the operation the company's
 * own operation (composite foreign keys). Debe and haber in soles; debe_me / haber_me in the
 * document's foreign currency. A deferred constraint trigger (migration 0011) refuses any operation
 * whose lines do not balance in both.
 */
export const asientoLineas = pgTable(
  'asiento_lineas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id').notNull(),
    operacionId: uuid('operacion_id').notNull(),
    linea: integer('linea').notNull(),
    cuenta: text('cuenta').notNull(),
    debe: importe('debe'),
    haber: importe('haber'),
    debeMe: importe('debe_me'),
    haberMe: importe('haber_me'),
    glosa: text('glosa'),
    centroCostoId: uuid('centro_costo_id').references(() => centrosCosto.id),
    /** Receivables and payables are matched by person and document on accounts 12-14, 16-17, 40-47. */
    personaId: uuid('persona_id').references(() => personas.id),
    tipoComprobante: text('tipo_comprobante'),
    serie: text('serie'),
    numero: text('numero'),
    fechaVencimiento: text('fecha_vencimiento'),
    /** Destination entries (9x / 79) generated from a class 6 account's amarres. */
    destino: boolean('destino').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('asiento_lineas_linea_uq').on(t.operacionId, t.linea),
    foreignKey({
      name: 'asiento_lineas_operacion_fk',
      columns: [t.empresaId, t.operacionId],
      foreignColumns: [operaciones.empresaId, operaciones.id],
    }),
    foreignKey({
      name: 'asiento_lineas_cuenta_fk',
      columns: [t.empresaId, t.cuenta],
      foreignColumns: [pcgeCuentas.empresaId, pcgeCuentas.codigo],
    }),
    index('asiento_lineas_cuenta_idx').on(t.empresaId, t.cuenta),
    index('asiento_lineas_documento_idx').on(t.empresaId, t.personaId, t.tipoComprobante, t.serie, t.numero),
  ],
);

/** The last CUO number taken per company, period and book (taken with an upsert … RETURNING). */
export const cuoContadores = pgTable(
  'cuo_contadores',
  {
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    periodo: text('periodo').notNull(),
    libro: text('libro').notNull(),
    ultimo: integer('ultimo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.periodo, t.libro] })],
);

/** A company's accounting period: closed periods take no new or changed operations. */
export const periodosContables = pgTable(
  'periodos_contables',
  {
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    periodo: text('periodo').notNull(),
    cerrado: boolean('cerrado').notNull().default(false),
    /** PLE books generated for the period (savePeriodAndBook): book code → when. */
    librosGenerados: jsonb('libros_generados').$type<Record<string, string>>().notNull().default({}),
    ...marcasDeTiempo,
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.periodo] })],
);
