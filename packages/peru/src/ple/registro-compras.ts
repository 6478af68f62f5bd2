import {
  codigoPle,
  fechaPle,
  importePle,
  lineaPle,
  marcaPle,
  periodoPle,
  textoPle,
  tipoCambioPle,
} from './formato.ts';
import type { DocumentoModificado } from './registro-ventas.ts';

/** One line of the 8.1 registro de compras, in plain values (dates 'YYYY-MM-DD', decimal strings). */
export type FilaCompras = {
  periodo: string;
  cuo: string;
  correlativo: string;
  fechaEmision: string;
  fechaVencimiento?: string | null;
  tipoComprobante: string;
  /** Series, or the customs office for a DUA/DSI. */
  serie?: string | null;
  anioDua?: string | null;
  numero: string;
  numeroFinal?: string | null;
  proveedorTipoDocumento?: string | null;
  proveedorNumeroDocumento?: string | null;
  proveedorNombre?: string | null;
  /** Taxed acquisitions for taxed sales or exports, and their IGV. */
  baseGravada: string;
  igv: string;
  /** Taxed acquisitions for taxed and non-taxed sales. */
  baseGravadaMixta: string;
  igvMixta: string;
  /** Taxed acquisitions without right to crédito fiscal. */
  baseSinCredito: string;
  igvSinCredito: string;
  noGravada: string;
  isc: string;
  icbper: string;
  otros: string;
  total: string;
  moneda: string;
  tipoCambio: string;
  /** The modified document; `aduana` is the customs office when it is a DUA. */
  modifica?: (DocumentoModificado & { aduana?: string | null }) | null;
  detraccionFecha?: string | null;
  detraccionNumero?: string | null;
  retencion?: boolean;
  /** Tabla 30 classification of goods and services. */
  clasificacion?: string | null;
  contrato?: string | null;
  errorTipoCambio?: boolean;
  errorNoHabido?: boolean;
  errorRenuncia?: boolean;
  errorDni?: boolean;
  medioPago?: boolean;
  /** 0, 1, 6, 7 or 9. */
  estado: string;
};

/** The 42 fields of an 8.1 line. */
export function camposCompras(f: FilaCompras): string[] {
  const m = f.modifica;
  return [
    periodoPle(f.periodo),
    codigoPle(f.cuo, 40),
    codigoPle(f.correlativo, 10),
    fechaPle(f.fechaEmision),
    fechaPle(f.fechaVencimiento),
    f.tipoComprobante,
    codigoPle(f.serie, 20),
    codigoPle(f.anioDua, 4),
    codigoPle(f.numero, 20),
    codigoPle(f.numeroFinal, 20),
    f.proveedorTipoDocumento ?? '',
    codigoPle(f.proveedorNumeroDocumento, 15),
    textoPle(f.proveedorNombre, 100),
    importePle(f.baseGravada),
    importePle(f.igv),
    importePle(f.baseGravadaMixta),
    importePle(f.igvMixta),
    importePle(f.baseSinCredito),
    importePle(f.igvSinCredito),
    importePle(f.noGravada),
    importePle(f.isc),
    importePle(f.icbper),
    importePle(f.otros),
    importePle(f.total),
    f.moneda,
    tipoCambioPle(f.tipoCambio),
    fechaPle(m?.fecha),
    m?.tipo ?? '',
    codigoPle(m?.serie, 20),
    codigoPle(m?.aduana, 3),
    codigoPle(m?.numero, 20),
    fechaPle(f.detraccionFecha),
    codigoPle(f.detraccionNumero, 24),
    marcaPle(f.retencion),
    f.clasificacion ?? '',
    textoPle(f.contrato, 12),
    marcaPle(f.errorTipoCambio),
    marcaPle(f.errorNoHabido),
    marcaPle(f.errorRenuncia),
    marcaPle(f.errorDni),
    marcaPle(f.medioPago),
    f.estado,
  ];
}

export const lineaCompras = (f: FilaCompras): string => lineaPle(camposCompras(f));
