import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/** A company's chart of accounts, copied from the PCGE 2019 when the company is created. */
export const pcgeCuentas = pgTable(
  'pcge_cuentas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    codigo: text('codigo').notNull(),
    denominacion: text('denominacion').notNull(),
    nivel: integer('nivel').notNull(),
    elemento: integer('elemento').notNull(),
    codigoPadre: text('codigo_padre'),
    esf: boolean('esf').notNull().default(false),
    ern: boolean('ern').notNull().default(false),
    erf: boolean('erf').notNull().default(false),
    efle: boolean('efle').notNull().default(false),
    ecp: boolean('ecp').notNull().default(false),
    efe: boolean('efe').notNull().default(false),
    smvn: boolean('smvn').notNull().default(false),
    smve: boolean('smve').notNull().default(false),
    /** Destination entry of a class 6 expense: the 9x account debited and the 79 account credited. */
    amarreDebe: text('amarre_debe'),
    amarreHaber: text('amarre_haber'),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('pcge_cuentas_codigo_uq').on(t.empresaId, t.codigo),
    index('pcge_cuentas_elemento_idx').on(t.empresaId, t.elemento),
  ],
);
