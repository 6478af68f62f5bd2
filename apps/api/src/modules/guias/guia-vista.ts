import { schema } from '@kipu/db';

const g = schema.guias;

/** What a guide's view reads: the XML, the zip and the CDR (kilobytes each) only when asked for. */
export const COLUMNAS_GUIA = {
  id: g.id,
  tipo: g.tipo,
  serie: g.serie,
  numero: g.numero,
  fechaEmision: g.fechaEmision,
  fechaInicioTraslado: g.fechaInicioTraslado,
  motivo: g.motivo,
  modalidad: g.modalidad,
  destinatarioTipoDocumento: g.destinatarioTipoDocumento,
  destinatarioNumeroDocumento: g.destinatarioNumeroDocumento,
  destinatarioNombre: g.destinatarioNombre,
  pesoBruto: g.pesoBruto,
  unidadPeso: g.unidadPeso,
  comprobanteId: g.comprobanteId,
  estado: g.estado,
  codigoSunat: g.codigoSunat,
  descripcionSunat: g.descripcionSunat,
  ultimoError: g.ultimoError,
  bajaMotivo: g.bajaMotivo,
  bajaFecha: g.bajaFecha,
  createdAt: g.createdAt,
};

type FilaGuia = Pick<typeof schema.guias.$inferSelect, keyof typeof COLUMNAS_GUIA>;

export type GuiaVista = {
  id: string;
  tipo: string;
  serie: string;
  numero: number;
  fecha_emision: string;
  fecha_inicio_traslado: string;
  motivo: string | null;
  modalidad: string | null;
  destinatario: { tipo_documento: string; numero_documento: string; nombre: string };
  peso: { bruto: string; unidad: string };
  comprobante_id: string | null;
  estado: string;
  codigo_sunat: string | null;
  descripcion_sunat: string | null;
  ultimo_error: string | null;
  baja: { motivo: string; fecha: string } | null;
  created_at: string;
};

export const vistaGuia = (f: FilaGuia): GuiaVista => ({
  id: f.id,
  tipo: f.tipo,
  serie: f.serie,
  numero: f.numero,
  fecha_emision: f.fechaEmision,
  fecha_inicio_traslado: f.fechaInicioTraslado,
  motivo: f.motivo,
  modalidad: f.modalidad,
  destinatario: {
    tipo_documento: f.destinatarioTipoDocumento,
    numero_documento: f.destinatarioNumeroDocumento,
    nombre: f.destinatarioNombre,
  },
  peso: { bruto: f.pesoBruto, unidad: f.unidadPeso },
  comprobante_id: f.comprobanteId,
  estado: f.estado,
  codigo_sunat: f.codigoSunat,
  descripcion_sunat: f.descripcionSunat,
  ultimo_error: f.ultimoError,
  baja: f.bajaMotivo && f.bajaFecha ? { motivo: f.bajaMotivo, fecha: f.bajaFecha } : null,
  created_at: f.createdAt.toISOString(),
});
