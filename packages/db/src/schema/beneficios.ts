import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';
import { operaciones } from './contabilidad.ts';
import { empresas } from './empresas.ts';
import { contratos, trabajadores } from './planillas.ts';

export type TipoBeneficio = 'gratificacion' | 'cts' | 'vacaciones' | 'utilidades' | 'liquidacion';

const importe = (nombre: string) => numeric(nombre, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * A company's benefit run (cálculo): one per kind and period — the gratificación of July or December
 * (AAAA07, AAAA12), the CTS deposit of May or November (AAAA05, AAAA11), the vacations taken in a month
 * and the settlements of the workers ceased in a month (AAAAMM), the utilidades of a year (AAAA).
 * Borrador while it may be recomputed, cerrada once its asiento is posted.
 */
export const beneficios = pgTable(
  'beneficios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: text('tipo').$type<TipoBeneficio>().notNull(),
    periodo: text('periodo').notNull(),
    estado: text('estado').$type<'borrador' | 'cerrada'>().notNull().default('borrador'),
    /** What the run was given beyond the payroll (the utilidades' renta neta and activity). */
    parametros: jsonb('parametros').notNull().default({}),
    total: importe('total'),
    /** The provision's asiento, while the run is closed. */
    operacionId: uuid('operacion_id').references(() => operaciones.id),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('beneficios_periodo_uq').on(t.empresaId, t.tipo, t.periodo)],
);

/** Each contract's line of a run: the rules' input and answer as jsonb, and the amount it adds. */
export const beneficioTrabajadores = pgTable(
  'beneficio_trabajadores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficioId: uuid('beneficio_id')
      .notNull()
      .references(() => beneficios.id, { onDelete: 'cascade' }),
    trabajadorId: uuid('trabajador_id')
      .notNull()
      .references(() => trabajadores.id),
    contratoId: uuid('contrato_id')
      .notNull()
      .references(() => contratos.id),
    entrada: jsonb('entrada').notNull(),
    resultado: jsonb('resultado').notNull(),
    importe: importe('importe'),
  },
  (t) => [uniqueIndex('beneficio_trabajadores_uq').on(t.beneficioId, t.contratoId)],
);

/** Vacation days a worker took (goce), from and to both included: the vacation record reads them. */
export const vacacionesGozadas = pgTable(
  'vacaciones_gozadas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    trabajadorId: uuid('trabajador_id')
      .notNull()
      .references(() => trabajadores.id),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    dias: integer('dias').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vacaciones_gozadas_trabajador_idx').on(t.empresaId, t.trabajadorId, t.desde)],
);
