import { index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';
import { trabajadores } from './planillas.ts';

/**
 * 5ta income and withholdings another employer certified for a worker (spec 02 §4 "Other-employer
 * income": id_empleado, periodo, monto, ruc). A row is a month's amounts, or the year's totals up to the
 * month they were declared; the quinta of a month adds the rows of its year declared up to that month.
 */
export const ingresosOtrosEmpleadores = pgTable(
  'ingresos_otros_empleadores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    trabajadorId: uuid('trabajador_id')
      .notNull()
      .references(() => trabajadores.id),
    /** AAAAMM: the month the amounts belong to or were declared in. */
    periodo: text('periodo').notNull(),
    ruc: text('ruc').notNull(),
    razonSocial: text('razon_social').notNull().default(''),
    ingresos: numeric('ingresos', { precision: 14, scale: 2 }).notNull().default('0'),
    retenciones: numeric('retenciones', { precision: 14, scale: 2 }).notNull().default('0'),
    ...marcasDeTiempo,
  },
  (t) => [index('ingresos_otros_empleadores_trabajador_idx').on(t.trabajadorId, t.periodo)],
);
