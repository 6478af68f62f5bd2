import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';

/** The classroom's tabs (spec 01 §2): the module a course teaches, or the webinars. */
export type ModuloCurso = 'contable' | 'facturacion' | 'planillas' | 'aplicativos' | 'webinars';

/**
 * A course of the virtual classroom: platform content the top administrator keeps, the same for every
 * company. `enlace` is where the lesson is watched (an https video page, or a route of the product);
 * `descripcion` is sanitised HTML from the rich-text editor.
 */
export const cursos = pgTable(
  'cursos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modulo: text('modulo').$type<ModuloCurso>().notNull(),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    enlace: text('enlace').notNull(),
    orden: integer('orden').notNull().default(0),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [index('cursos_modulo_idx').on(t.modulo, t.orden)],
);
