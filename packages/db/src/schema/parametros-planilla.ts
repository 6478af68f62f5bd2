import { boolean, date, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';

/** Where a figure comes from and how far it can be trusted, as the payroll rules' tables keep it. */
const origen = () => ({
  fuente: text('fuente').notNull(),
  confianza: text('confianza').notNull(),
  porVerificar: boolean('por_verificar').notNull().default(false),
  /** The administrator who last changed the row; null for the seeded defaults. */
  usuarioId: uuid('usuario_id').references(() => usuarios.id),
});

/**
 * The payroll parameters by date (UIT, RMV, EsSalud, ONP, AFP aporte, prima, RMA…), platform-wide: one
 * row per concept and first day of effect. Seeded from the rules' defaults; the administrator edits them.
 */
export const parametrosPlanilla = pgTable(
  'parametros_planilla',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    concepto: text('concepto').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    /** Soles for uit, rmv, rma and sis_microempresa; percent for the rest. */
    valor: numeric('valor', { precision: 14, scale: 4 }).notNull(),
    ...origen(),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('parametros_planilla_uq').on(t.concepto, t.desde)],
);

const porcentaje = (nombre: string) => numeric(nombre, { precision: 7, scale: 4 }).notNull();

/** The AFP commissions per fund and first day of effect (the SBS monthly table). */
export const comisionesAfp = pgTable(
  'comisiones_afp',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    afp: text('afp').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    /** Percent of the month's pay, comisión sobre flujo. */
    flujo: porcentaje('flujo'),
    /** Percent of the month's pay charged to mixta members. */
    mixtaFlujo: porcentaje('mixta_flujo'),
    /** Annual percent of the balance (mixta members), for reference. */
    mixtaSaldo: porcentaje('mixta_saldo'),
    ...origen(),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('comisiones_afp_uq').on(t.afp, t.desde)],
);
