import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { marcas } from './referencia.ts';

/** States of a complaint, in the order the tracking timeline shows them (spec 01 §4); then closed. */
export const ESTADOS_RECLAMO = [
  'INICIO DEL RECLAMO',
  'PROCESANDO EL RECLAMO',
  'VALIDACIÓN DEL RECLAMO',
  'PRESENTACIÓN DE DESCARGOS',
  'CONTACTO AL CLIENTE',
  'RECLAMO ATENDIDO',
] as const;
export type EstadoReclamo = (typeof ESTADOS_RECLAMO)[number];

/** A hoja de reclamación of the virtual complaints book (Ley 29571, DS 011-2011-PCM). Never deleted. */
export const reclamos = pgTable(
  'reclamos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The supplier: the brand (with its RUC and address) the complaint was filed with. */
    marcaId: uuid('marca_id')
      .notNull()
      .references(() => marcas.id),
    anio: integer('anio').notNull(),
    correlativo: integer('correlativo').notNull(),
    /** Correlative code per year, e.g. 2026-000001. */
    codigo: text('codigo').notNull(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    nombres: text('nombres').notNull(),
    ubigeo: text('ubigeo').notNull(),
    direccion: text('direccion').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono').notNull(),
    tipoDocumento: text('tipo_documento').notNull(),
    numeroDocumento: text('numero_documento').notNull(),
    bien: text('bien').$type<'PRODUCTO' | 'SERVICIO'>().notNull(),
    tipo: text('tipo').$type<'RECLAMO' | 'QUEJA'>().notNull(),
    descripcion: text('descripcion').notNull(),
    firmaArchivo: text('firma_archivo').notNull(),
    adjuntoArchivo: text('adjunto_archivo'),
    pdfArchivo: text('pdf_archivo').notNull(),
    estado: text('estado').$type<EstadoReclamo>().notNull().default('INICIO DEL RECLAMO'),
    fechaPresentacion: date('fecha_presentacion', { mode: 'string' }).notNull(),
    fechaLimite: date('fecha_limite', { mode: 'string' }).notNull(),
    respuesta: text('respuesta'),
    respondidoAt: timestamp('respondido_at', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('reclamos_codigo_uq').on(t.marcaId, t.codigo),
    index('reclamos_busqueda_idx').on(t.numeroDocumento, t.telefono),
  ],
);

export const reclamoSeguimientos = pgTable(
  'reclamo_seguimientos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reclamoId: uuid('reclamo_id')
      .notNull()
      .references(() => reclamos.id),
    estado: text('estado').$type<EstadoReclamo>().notNull(),
    descripcion: text('descripcion').notNull(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [index('reclamo_seguimientos_reclamo_idx').on(t.reclamoId)],
);

/** Next correlative per brand and year, taken with UPDATE … RETURNING inside the filing transaction. */
export const reclamoCorrelativos = pgTable(
  'reclamo_correlativos',
  {
    marcaId: uuid('marca_id')
      .notNull()
      .references(() => marcas.id),
    anio: integer('anio').notNull(),
    ultimo: integer('ultimo').notNull().default(0),
    ...marcasDeTiempo,
  },
  (t) => [unique('reclamo_correlativos_uq').on(t.marcaId, t.anio)],
);
