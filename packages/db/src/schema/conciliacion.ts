import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { asientoLineas } from './contabilidad.ts';
import { empresas } from './empresas.ts';
import { cuentasFinancieras } from './maestros-contables.ts';

/**
 * The bank reconciliation of one financial account for one month: the statement's opening and closing
 * balances (in the account's currency) and whether the month was validated, which locks it.
 */
export const conciliaciones = pgTable(
  'conciliaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    cuentaFinancieraId: uuid('cuenta_financiera_id')
      .notNull()
      .references(() => cuentasFinancieras.id),
    /** YYYYMM. */
    periodo: text('periodo').notNull(),
    saldoInicial: numeric('saldo_inicial', { precision: 16, scale: 2 }).notNull().default('0'),
    saldoFinal: numeric('saldo_final', { precision: 16, scale: 2 }).notNull().default('0'),
    /** Name of the statement file last imported. */
    archivo: text('archivo'),
    validada: boolean('validada').notNull().default(false),
    validadaAt: timestamp('validada_at', { withTimezone: true }),
    validadaPor: uuid('validada_por').references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('conciliaciones_cuenta_periodo_uq').on(t.empresaId, t.cuentaFinancieraId, t.periodo),
    // Statement lines refer to (empresa_id, id): a line cannot belong to another company's month.
    unique('conciliaciones_empresa_id_uq').on(t.empresaId, t.id),
  ],
);

/**
 * A line of the bank statement: signed amount as the account sees it (abono +, cargo −) and, once
 * matched, the ledger line of the 10x account it explains. A ledger line explains one statement line.
 */
export const conciliacionExtracto = pgTable(
  'conciliacion_extracto',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id').notNull(),
    conciliacionId: uuid('conciliacion_id').notNull(),
    /** Row of the file (1 = first data row). */
    fila: integer('fila').notNull(),
    fecha: text('fecha').notNull(),
    descripcion: text('descripcion').notNull(),
    numeroOperacion: text('numero_operacion'),
    importe: numeric('importe', { precision: 16, scale: 2 }).notNull(),
    saldo: numeric('saldo', { precision: 16, scale: 2 }),
    asientoLineaId: uuid('asiento_linea_id').references(() => asientoLineas.id),
    /** How the match was made: automatica, manual or asiento (posted from the line). */
    forma: text('forma').$type<'automatica' | 'manual' | 'asiento'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'conciliacion_extracto_conciliacion_fk',
      columns: [t.empresaId, t.conciliacionId],
      foreignColumns: [conciliaciones.empresaId, conciliaciones.id],
    }).onDelete('cascade'),
    uniqueIndex('conciliacion_extracto_asiento_uq')
      .on(t.asientoLineaId)
      .where(sql`${t.asientoLineaId} IS NOT NULL`),
    index('conciliacion_extracto_fila_idx').on(t.conciliacionId, t.fila),
  ],
);
