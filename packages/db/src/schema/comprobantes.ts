import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /**
     * Issued on paper in a physical series (0001…) during an outage and informed afterwards: its number
     * was typed, not taken from a counter.
     */
    contingencia: boolean('contingencia').notNull().default(false),
    /** Why it was voided (comunicación de baja or resumen with state 3), once asked. */
    motivoBaja: text('motivo_baja'),
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
    /**
     * The company's soap_envio when the document was last sent (simulador, beta, produccion, ose): a
     * document registered in a test environment prints as such. Null while never sent.
     */
    entornoEnvio: text('entorno_envio'),
    enviadoAt: timestamp('enviado_at', { withTimezone: true }),
    respuestaAt: timestamp('respuesta_at', { withTimezone: true }),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('comprobantes_numero_uq').on(t.empresaId, t.tipo, t.serie, t.numero),
    index('comprobantes_empresa_fecha_idx').on(t.empresaId, t.fechaEmision),
    // The notes on a document: their limits at emission and the lists' "anulado por nota".
    index('comprobantes_afectado_idx')
      .on(t.empresaId, t.documentoAfectado)
      .where(sql`${t.documentoAfectado} is not null`),
  ],
);

export type TipoResumen = 'RC' | 'RA';
export type EstadoResumen = 'pendiente' | 'enviado' | 'aceptado' | 'observado' | 'rechazado';

/**
 * A resumen diario (RC: boletas and their notes, to add, modify or void them) or a comunicación de baja
 * (RA: facturas and their notes voided), sent by sendSummary; SUNAT answers a ticket, then the CDR by
 * getStatus. Its identifier is `TIPO-YYYYMMDD-N`, N counting per company, type and generation date.
 */
export const resumenes = pgTable(
  'resumenes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => empresas.id),
    tipo: text('tipo').$type<TipoResumen>().notNull(),
    /** YYYY-MM-DD: when it was generated (the identifier's date). */
    fechaGeneracion: text('fecha_generacion').notNull(),
    /** YYYY-MM-DD: the date of the documents it carries. */
    fechaReferencia: text('fecha_referencia').notNull(),
    correlativo: integer('correlativo').notNull(),
    estado: text('estado').$type<EstadoResumen>().notNull().default('pendiente'),
    ticket: text('ticket'),
    codigoSunat: text('codigo_sunat'),
    descripcionSunat: text('descripcion_sunat'),
    notasSunat: jsonb('notas_sunat').$type<NotaCdrGuardada[]>().notNull().default([]),
    hash: text('hash').notNull(),
    xmlFirmado: text('xml_firmado').notNull(),
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
    unique('resumenes_identificador_uq').on(t.empresaId, t.tipo, t.fechaGeneracion, t.correlativo),
    index('resumenes_empresa_fecha_idx').on(t.empresaId, t.fechaGeneracion),
  ],
);

/** A document in a resumen: catálogo 19 condition (1 add, 2 modify, 3 void) or, in an RA, the reason. */
export const resumenItems = pgTable(
  'resumen_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    resumenId: uuid('resumen_id')
      .notNull()
      .references(() => resumenes.id),
    comprobanteId: uuid('comprobante_id')
      .notNull()
      .references(() => comprobantes.id),
    linea: integer('linea').notNull(),
    condicion: text('condicion').$type<'1' | '2' | '3'>(),
    motivo: text('motivo'),
  },
  (t) => [
    unique('resumen_items_linea_uq').on(t.resumenId, t.linea),
    index('resumen_items_comprobante_idx').on(t.comprobanteId),
  ],
);

export type TipoDocumentoInterno = '97' | '98' | '99';
export type EstadoDocumentoInterno = 'emitido' | 'convertido' | 'anulado';

/**
 * Documents never sent to SUNAT: orden de compra (97, to a supplier), proforma (98, a quote that may
 * become a factura or boleta) and nota de venta (99). Numbered from the local's series like the
 * electronic ones, computed by the same rules, kept for ever.
 */
export const documentosInternos = pgTable(
  'documentos_internos',
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
    tipo: text('tipo').$type<TipoDocumentoInterno>().notNull(),
    serie: text('serie').notNull(),
    numero: integer('numero').notNull(),
    fechaEmision: text('fecha_emision').notNull(),
    /** Proformas: valid until; órdenes de compra: expected delivery. */
    fechaVencimiento: text('fecha_vencimiento'),
    moneda: text('moneda').notNull(),
    /** The customer (98, 99) or supplier (97) as written on the document. */
    personaTipoDocumento: text('persona_tipo_documento').notNull(),
    personaNumeroDocumento: text('persona_numero_documento').notNull(),
    personaNombre: text('persona_nombre').notNull(),
    personaDireccion: text('persona_direccion'),
    operacionesGravadas: numeric('operaciones_gravadas', { precision: 14, scale: 2 }).notNull(),
    operacionesExoneradas: numeric('operaciones_exoneradas', { precision: 14, scale: 2 }).notNull(),
    operacionesInafectas: numeric('operaciones_inafectas', { precision: 14, scale: 2 }).notNull(),
    igv: numeric('igv', { precision: 14, scale: 2 }).notNull(),
    importeTotal: numeric('importe_total', { precision: 14, scale: 2 }).notNull(),
    documento: jsonb('documento').$type<Record<string, unknown>>().notNull(),
    observaciones: text('observaciones'),
    estado: text('estado').$type<EstadoDocumentoInterno>().notNull().default('emitido'),
    /** A proforma converted: the factura or boleta emitted from it. */
    comprobanteId: uuid('comprobante_id').references(() => comprobantes.id),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('documentos_internos_numero_uq').on(t.empresaId, t.tipo, t.serie, t.numero),
    index('documentos_internos_empresa_fecha_idx').on(t.empresaId, t.tipo, t.fechaEmision),
  ],
);
