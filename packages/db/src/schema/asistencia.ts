import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';
import { trabajadores } from './planillas.ts';

const empresa = () =>
  uuid('empresa_id')
    .notNull()
    .references(() => empresas.id);

/** One weekday's hours of a schedule, 'HH:MM'; null is a rest day. */
export type JornadaHorario = { entrada: string; salida: string } | null;

/**
 * A company's work schedules (spec 02 §4 schedule: nombre, atipico). A normal schedule has the same
 * hours every working weekday; an atypical one its own per weekday. `dias` holds the seven weekdays,
 * 0 = domingo, either way. The `predeterminado` one applies to contracts without a schedule.
 */
export const horarios = pgTable(
  'horarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    nombre: text('nombre').notNull(),
    atipico: boolean('atipico').notNull().default(false),
    dias: jsonb('dias').$type<JornadaHorario[]>().notNull(),
    refrigerioMinutos: integer('refrigerio_minutos').notNull().default(60),
    toleranciaMinutos: integer('tolerancia_minutos').notNull().default(0),
    predeterminado: boolean('predeterminado').notNull().default(false),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('horarios_nombre_uq').on(t.empresaId, t.nombre).where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('horarios_predeterminado_uq')
      .on(t.empresaId)
      .where(sql`${t.predeterminado} AND ${t.deletedAt} IS NULL`),
  ],
);

/** A company's own holidays (a local feast, a day off decreed for the public sector it follows…). */
export const feriadosEmpresa = pgTable(
  'feriados_empresa',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    descripcion: text('descripcion').notNull(),
    ...marcasDeTiempo,
  },
  (t) => [uniqueIndex('feriados_empresa_fecha_uq').on(t.empresaId, t.fecha)],
);

/** A worker's day: the times worked or a mark (falta, vacaciones, descanso_medico…), one per date. */
export const asistencias = pgTable(
  'asistencias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: empresa(),
    trabajadorId: uuid('trabajador_id')
      .notNull()
      .references(() => trabajadores.id),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** 'HH:MM'. */
    entrada: text('entrada'),
    salida: text('salida'),
    marca: text('marca'),
    origen: text('origen').$type<'manual' | 'importacion'>().notNull().default('manual'),
    ...marcasDeTiempo,
  },
  (t) => [
    uniqueIndex('asistencias_dia_uq').on(t.trabajadorId, t.fecha),
    index('asistencias_periodo_idx').on(t.empresaId, t.fecha),
  ],
);
