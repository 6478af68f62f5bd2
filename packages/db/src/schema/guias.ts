import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.ts';
import { marcasDeTiempo } from './columnas.ts';
import { comprobantes, type EstadoComprobante } from './comprobantes.ts';
import { empresas, locales, series } from './empresas.ts';

/**
 * A guía de remisión electrónica: remitente (09, series T###) or transportista (31, V###), numbered from
 * the local's series like the invoices. Never deleted: what was numbered and signed stays. The columns
 * besides `entrada` are what the lists show and filter by; `entrada` is the guide as issued, which the
 * XML was built from.
 */
export const guias = pgTable(
  'guias',
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
    tipo: text('tipo').$type<'09' | '31'>().notNull(),
    serie: text('serie').notNull(),
    numero: integer('numero').notNull(),
    /** YYYY-MM-DD as printed on the guide. */
    fechaEmision: text('fecha_emision').notNull(),
    fechaInicioTraslado: text('fecha_inicio_traslado').notNull(),
    /** Catálogo 20; a carrier's guide (31) has none. */
    motivo: text('motivo'),
    /** Catálogo 18 (01 público, 02 privado); none in a 31. */
    modalidad: text('modalidad'),
    destinatarioTipoDocumento: text('destinatario_tipo_documento').notNull(),
    destinatarioNumeroDocumento: text('destinatario_numero_documento').notNull(),
    destinatarioNombre: text('destinatario_nombre').notNull(),
    pesoBruto: numeric('peso_bruto', { precision: 15, scale: 3 }).notNull(),
    unidadPeso: text('unidad_peso').notNull(),
    /** EntradaGuia of @kipu/peru, validated, with its number. */
    entrada: jsonb('entrada').$type<Record<string, unknown>>().notNull(),
    /** The sale the goods leave with, when the guide was issued from it. */
    comprobanteId: uuid('comprobante_id').references(() => comprobantes.id),
    xmlFirmado: text('xml_firmado').notNull(),
    zipBase64: text('zip_base64').notNull(),
    digestValue: text('digest_value').notNull(),
    estado: text('estado').$type<EstadoComprobante>().notNull().default('pendiente'),
    /** SUNAT's GRE API answers a ticket first and the CDR when it is asked with it. */
    ticket: text('ticket'),
    codigoSunat: text('codigo_sunat'),
    descripcionSunat: text('descripcion_sunat'),
    cdrBase64: text('cdr_base64'),
    ultimoError: text('ultimo_error'),
    intentos: integer('intentos').notNull().default(0),
    /**
     * The guide issued again (with the next number) from this rejected one: SUNAT keeps its first answer
     * for a number and answers 1032 to a resend, so a rejected guide is never sent again itself.
     */
    reemplazadaPorId: uuid('reemplazada_por_id').references((): AnyPgColumn => guias.id),
    /** The baja (estado 'anulado'): why and when, YYYY-MM-DD in Lima. */
    bajaMotivo: text('baja_motivo'),
    bajaFecha: text('baja_fecha'),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    ...marcasDeTiempo,
  },
  (t) => [
    unique('guias_numero_uq').on(t.empresaId, t.tipo, t.serie, t.numero),
    index('guias_empresa_fecha_idx').on(t.empresaId, t.fechaEmision),
  ],
);
