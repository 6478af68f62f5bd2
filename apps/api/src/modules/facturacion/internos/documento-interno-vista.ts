import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { type LineaVista, lineas } from '../comprobante-vista.ts';
import type { FilaDocumentoInterno } from './tipos.ts';

/** The factura or boleta a proforma became. */
export type ComprobanteGenerado = { id: string; tipo: string; serie: string; numero: number; estado: string };

/** Why and when a document was voided, kept inside `documento` (the table has no column for it). */
export type Anulacion = { motivo: string; fecha: string; usuario_id: string };

export type DocumentoInternoVista = {
  id: string;
  local_id: string;
  tipo: string;
  serie: string;
  numero: number;
  fecha_emision: string;
  fecha_vencimiento: string | null;
  moneda: string;
  persona_tipo_documento: string;
  persona_numero_documento: string;
  persona_nombre: string;
  persona_direccion: string | null;
  operaciones_gravadas: string;
  operaciones_exoneradas: string;
  operaciones_inafectas: string;
  igv: string;
  importe_total: string;
  observaciones: string | null;
  estado: string;
  /** A proforma still 'emitido' whose validity ended before today (Lima): it can no longer be converted. */
  vencida: boolean;
  motivo_anulacion: string | null;
  comprobante: ComprobanteGenerado | null;
  lineas: LineaVista[];
  created_at: string;
};

export const anulacionDe = (d: FilaDocumentoInterno): Anulacion | undefined =>
  (d.documento as { anulacion?: Anulacion }).anulacion;

export const estaVencida = (d: FilaDocumentoInterno, hoy = hoyEnLima()) =>
  d.tipo === '98' && d.estado === 'emitido' && d.fechaVencimiento !== null && d.fechaVencimiento < hoy;

export const vistaDocumentoInterno = (
  d: FilaDocumentoInterno,
  comprobante: ComprobanteGenerado | null,
  hoy = hoyEnLima(),
): DocumentoInternoVista => ({
  id: d.id,
  local_id: d.localId,
  tipo: d.tipo,
  serie: d.serie,
  numero: d.numero,
  fecha_emision: d.fechaEmision,
  fecha_vencimiento: d.fechaVencimiento,
  moneda: d.moneda,
  persona_tipo_documento: d.personaTipoDocumento,
  persona_numero_documento: d.personaNumeroDocumento,
  persona_nombre: d.personaNombre,
  persona_direccion: d.personaDireccion,
  operaciones_gravadas: d.operacionesGravadas,
  operaciones_exoneradas: d.operacionesExoneradas,
  operaciones_inafectas: d.operacionesInafectas,
  igv: d.igv,
  importe_total: d.importeTotal,
  observaciones: d.observaciones,
  estado: d.estado,
  vencida: estaVencida(d, hoy),
  motivo_anulacion: anulacionDe(d)?.motivo ?? null,
  comprobante,
  lineas: lineas(d.documento),
  created_at: d.createdAt.toISOString(),
});

export const COLUMNAS_GENERADO = {
  id: schema.comprobantes.id,
  tipo: schema.comprobantes.tipo,
  serie: schema.comprobantes.serie,
  numero: schema.comprobantes.numero,
  estado: schema.comprobantes.estado,
};

/** The view of one row, with the document it was converted into. */
export async function vistaDeFila(
  deps: Dependencias,
  d: FilaDocumentoInterno,
): Promise<DocumentoInternoVista> {
  const [generado] = d.comprobanteId
    ? await deps.db
        .select(COLUMNAS_GENERADO)
        .from(schema.comprobantes)
        .where(eq(schema.comprobantes.id, d.comprobanteId))
    : [];
  return vistaDocumentoInterno(d, generado ?? null);
}
