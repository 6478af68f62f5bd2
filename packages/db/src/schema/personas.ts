import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { borradoLogico, marcasDeTiempo } from './columnas.ts';
import { empresas } from './empresas.ts';

/** A company's clients and suppliers (spec 02 §3 Person). */
export const personas = pgTable(
  'personas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: text('tipo').$type<'cliente' | 'proveedor'>().notNull(),
    /** SUNAT catálogo 06 code. */
    documentoId: text('documento_id').notNull(),
    numero: text('numero').notNull(),
    razonSocial: text('razon_social').notNull(),
    direccion: text('direccion'),
    departamento: text('departamento'),
    provincia: text('provincia'),
    distrito: text('distrito'),
    ubigeo: text('ubigeo'),
    estado: text('estado'),
    condicion: text('condicion'),
    email: text('email'),
    telefono: text('telefono'),
    observacion: text('observacion'),
    /** The company's 'CLIENTES VARIOS' for boletas without an identified buyer. */
    isDefault: boolean('is_default').notNull().default(false),
    // Utility suppliers' fields (electricity, water) for their receipts.
    suministro: text('suministro'),
    localidad: text('localidad'),
    tarifa: text('tarifa'),
    potencia: text('potencia'),
    tension: text('tension'),
    energia: text('energia'),
    cuentaDetraccion: text('cuenta_detraccion'),
    ...marcasDeTiempo,
    ...borradoLogico,
  },
  (t) => [
    uniqueIndex('personas_documento_uq')
      .on(t.empresaId, t.tipo, t.documentoId, t.numero)
      .where(sql`${t.deletedAt} IS NULL`),
    index('personas_busqueda_idx').on(t.empresaId, t.tipo, t.razonSocial),
  ],
);
