import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/** A line of a pre-designed entry: a percentage of the side's total or a fixed amount (decimal strings). */
export type LineaAsientoPredisenado = {
  cuenta: string;
  lado: 'debe' | 'haber';
  porcentaje: string | null;
  monto: string | null;
  glosa: string | null;
};

/** Pre-designed entries (spec 02 §4): reusable templates of an asiento vario, soft-deleted. */
export const asientosPredisenados = pgTable(
  'asientos_predisenados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    nombre: text('nombre').notNull(),
    glosa: text('glosa').notNull(),
    lineas: jsonb('lineas').$type<LineaAsientoPredisenado[]>().notNull(),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('asientos_predisenados_nombre_uq')
      .on(t.empresaId, t.nombre)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);
