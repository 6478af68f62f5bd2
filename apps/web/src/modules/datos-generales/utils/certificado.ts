import { formatFechaLima } from '../../../ui/utils/fechas';

/** What the server answers about a certificate (VerificacionCertificado). */
export interface Verificacion {
  legible: boolean;
  vigente: boolean;
  ruc_coincide: boolean;
  dias_para_vencer?: number | null;
  sujeto?: string | null;
  vence?: string | null;
  mensaje: string;
}

export interface EstadoCertificado {
  /** Readable, in force and of the company's RUC: the certificate can sign. */
  valido: boolean;
  etiqueta: string;
  severidad: 'success' | 'danger';
  sujeto: string;
  /** DD/MM/YYYY (Lima), or '' when unknown. */
  vence: string;
  /** '—' when unknown. */
  dias: string;
}

/** How a verification is shown: green when the certificate can sign, red otherwise. */
export function estadoCertificado(v: Verificacion): EstadoCertificado {
  const valido = v.legible && v.vigente && v.ruc_coincide;
  return {
    valido,
    etiqueta: valido ? 'Válido' : 'No válido',
    severidad: valido ? 'success' : 'danger',
    sujeto: v.sujeto ?? '—',
    vence: formatFechaLima(v.vence),
    dias: v.dias_para_vencer === null || v.dias_para_vencer === undefined ? '—' : String(v.dias_para_vencer),
  };
}
