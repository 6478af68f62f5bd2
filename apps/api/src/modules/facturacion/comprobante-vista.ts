import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { MOTIVOS_QUE_ANULAN, SIN_EFECTO } from '@kipu/peru/comprobantes/limites-nota';
import { inArray, notInArray, sql } from 'drizzle-orm';
import { COLUMNAS_SIN_ARCHIVOS, type ComprobanteSinArchivos } from './columnas-comprobante.ts';

export type FilaComprobante = typeof schema.comprobantes.$inferSelect;

/** The columns a view needs: the XML and the zips (kilobytes each) are read only to download them. */
export const COLUMNAS_VISTA = {
  ...COLUMNAS_SIN_ARCHIVOS,
  tieneCdr: sql<boolean>`${schema.comprobantes.cdrBase64} is not null`.mapWith(Boolean),
  anuladoPorNota: anuladoPorNotaSql(),
};

/**
 * Whether a credit note of this company that undoes the whole operation (MOTIVOS_QUE_ANULAN: 01
 * anulación, 02 error en el RUC, 06 devolución total) and took effect (neither refused nor voided) points at the
 * document: it then admits no further note (limites-nota.ts). Read with the index on the modified document.
 */
function anuladoPorNotaSql() {
  // Spelled out: inside the subquery an unqualified column would be the note's, not the document's.
  return sql<boolean>`exists (select 1 from comprobantes n
    where n.empresa_id = "comprobantes"."empresa_id"
      and n.documento_afectado = "comprobantes"."serie" || '-' || "comprobantes"."numero"
      and n.tipo = '07' and ${notInArray(sql`n.estado`, [...SIN_EFECTO])}
      and n.documento -> 'entrada' -> 'afectado' ->> 'tipo' = "comprobantes"."tipo"
      and ${inArray(sql`n.documento -> 'entrada' -> 'motivo' ->> 'codigo'`, [...MOTIVOS_QUE_ANULAN])})`.mapWith(
    Boolean,
  );
}

export type FilaVista = ComprobanteSinArchivos & {
  tieneCdr: boolean;
  /** Read by the lists and comprobante(id); a command's answer leaves it false. */
  anuladoPorNota?: boolean;
};

export type LineaVista = {
  numero: number;
  codigo: string | null;
  descripcion: string;
  unidad: string;
  cantidad: string;
  afectacion: string;
  valor_unitario: string;
  /** Unit price with taxes (for gratuitas, the referential value). */
  precio_unitario: string;
  valor_venta: string;
  igv: string;
};

/** What the API answers of a comprobante: never the certificate, the zip nor the XML (those download). */
export type ComprobanteVista = {
  id: string;
  local_id: string;
  tipo: string;
  serie: string;
  numero: number;
  fecha_emision: string;
  moneda: string;
  cliente_tipo_documento: string;
  cliente_numero_documento: string;
  cliente_nombre: string;
  cliente_direccion: string | null;
  operaciones_gravadas: string;
  operaciones_exoneradas: string;
  operaciones_inafectas: string;
  operaciones_exportacion: string;
  operaciones_gratuitas: string;
  igv: string;
  isc: string;
  icbper: string;
  importe_total: string;
  documento_afectado: string | null;
  /** Issued on paper in a physical series during an outage, informed afterwards. */
  contingencia: boolean;
  /** The reason given when its voiding was asked (comunicación de baja or resumen, condition 3). */
  motivo_baja: string | null;
  estado: string;
  codigo_sunat: string | null;
  descripcion_sunat: string | null;
  notas_sunat: { codigo: string; descripcion: string }[];
  hash: string;
  intentos: number;
  ultimo_error: string | null;
  tiene_cdr: boolean;
  anulado_por_nota: boolean;
  lineas: LineaVista[];
  created_at: string;
  enviado_at: string | null;
  respuesta_at: string | null;
};

export const lineas = (documento: unknown): LineaVista[] =>
  ((documento as Partial<ComprobanteCalculado>).lineas ?? []).map((l) => ({
    numero: l.numero,
    codigo: l.entrada.codigo ?? null,
    descripcion: l.entrada.descripcion,
    unidad: l.unidad,
    cantidad: l.cantidad,
    afectacion: l.entrada.afectacion,
    valor_unitario: l.valorUnitario,
    precio_unitario: l.precioReferencia,
    valor_venta: l.valorVenta,
    igv: l.igv.monto,
  }));

export const vistaComprobante = (c: FilaVista): ComprobanteVista => ({
  id: c.id,
  local_id: c.localId,
  tipo: c.tipo,
  serie: c.serie,
  numero: c.numero,
  fecha_emision: c.fechaEmision,
  moneda: c.moneda,
  cliente_tipo_documento: c.clienteTipoDocumento,
  cliente_numero_documento: c.clienteNumeroDocumento,
  cliente_nombre: c.clienteNombre,
  cliente_direccion: c.clienteDireccion,
  operaciones_gravadas: c.operacionesGravadas,
  operaciones_exoneradas: c.operacionesExoneradas,
  operaciones_inafectas: c.operacionesInafectas,
  operaciones_exportacion: c.operacionesExportacion,
  operaciones_gratuitas: c.operacionesGratuitas,
  igv: c.igv,
  isc: c.isc,
  icbper: c.icbper,
  importe_total: c.importeTotal,
  documento_afectado: c.documentoAfectado,
  contingencia: c.contingencia,
  motivo_baja: c.motivoBaja,
  estado: c.estado,
  codigo_sunat: c.codigoSunat,
  descripcion_sunat: c.descripcionSunat,
  notas_sunat: c.notasSunat,
  hash: c.hash,
  intentos: c.intentos,
  ultimo_error: c.ultimoError,
  tiene_cdr: c.tieneCdr,
  anulado_por_nota: c.anuladoPorNota ?? false,
  lineas: lineas(c.documento),
  created_at: c.createdAt.toISOString(),
  enviado_at: c.enviadoAt?.toISOString() ?? null,
  respuesta_at: c.respuestaAt?.toISOString() ?? null,
});
