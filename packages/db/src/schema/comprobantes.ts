import { index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { empresas, locales, series } from './empresas.ts';

/** From SUNAT's CDR (ARCHITECTURE §4.4); 'anulado' only through a comunicación de baja or resumen. */
export type EstadoComprobante = 'pendiente' | 'enviado' | 'aceptado' | 'observado' | 'rechazado' | 'anulado';

export type NotaCdrGuardada = { codigo: string; descripcion: string };

/**
 * An emitted electronic document (factura, boleta, notes). Never deleted: what was numbered and signed
 * stays, with the signed XML and SUNAT's CDR. The lines live in `documento` (the computed document the
 * XML was built from): reports such as the registro de ventas work per document, and a document's
 * lines never change after emission, so a lines table would only copy them.
 */
export const comprobantes = pgTable(
  'comprobantes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    localId: uuid('local_id')
      .notNull()
      .references(() => locales.id),
    serieId: uuid('serie_id')
      .notNull()
      .references(() => series.id),
    /** Catálogo 01: 01 factura, 03 boleta, 07 nota de crédito, 08 nota de débito. */
    tipo: text('tipo').notNull(),
    serie: text('serie').notNull(),
    numero: integer('numero').notNull(),
    /** YYYY-MM-DD as printed on the document. */
    fechaEmision: text('fecha_emision').notNull(),
    moneda: text('moneda').notNull(),
    /** The customer as emitted (catálogo 06 type, number, name, address): later edits do not change it. */
    clienteTipoDocumento: text('cliente_tipo_documento').notNull(),
    clienteNumeroDocumento: text('cliente_numero_documento').notNull(),
    clienteNombre: text('cliente_nombre').notNull(),
    clienteDireccion: text('cliente_direccion'),
    operacionesGravadas: numeric('operaciones_gravadas', { precision: 14, scale: 2 }).notNull(),
    operacionesExoneradas: numeric('operaciones_exoneradas', { precision: 14, scale: 2 }).notNull(),
    operacionesInafectas: numeric('operaciones_inafectas', { precision: 14, scale: 2 }).notNull(),
    operacionesExportacion: numeric('operaciones_exportacion', { precision: 14, scale: 2 }).notNull(),
    operacionesGratuitas: numeric('operaciones_gratuitas', { precision: 14, scale: 2 }).notNull(),
    igv: numeric('igv', { precision: 14, scale: 2 }).notNull(),
    isc: numeric('isc', { precision: 14, scale: 2 }).notNull(),
    icbper: numeric('icbper', { precision: 14, scale: 2 }).notNull(),
    importeTotal: numeric('importe_total', { precision: 14, scale: 2 }).notNull(),
    /** Notes: the document they modify (`F001-12`). */
    documentoAfectado: text('documento_afectado'),
    /** ComprobanteCalculado of @kipu/peru: input, lines, totals and legends. */
    documento: jsonb('documento').$type<Record<string, unknown>>().notNull(),
    estado: text('estado').$type<EstadoComprobante>().notNull().default('pendiente'),
    /** The CDR's ResponseCode, Description and observations. */
    codigoSunat: text('codigo_sunat'),
    descripcionSunat: text('descripcion_sunat'),
    notasSunat: jsonb('notas_sunat').$type<NotaCdrGuardada[]>().notNull().default([]),
    /** DigestValue of the signature: the hash printed on the representation. */
    hash: text('hash').notNull(),
    xmlFirmado: text('xml_firmado').notNull(),
    /** Zips as base64: sent and served as base64, and the same column type on PGlite and PostgreSQL. */
    zipBase64: text('zip_base64').notNull(),
    cdrBase64: text('cdr_base64'),
    intentos: integer('intentos').notNull().default(0),
    ultimoError: text('ultimo_error'),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    enviadoAt: timestamp('enviado_at', { withTimezone: true }),
    respuestaAt: timestamp('respuesta_at', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('comprobantes_numero_uq').on(t.empresaId, t.tipo, t.serie, t.numero),
    index('comprobantes_empresa_fecha_idx').on(t.empresaId, t.fechaEmision),
  ],
);
