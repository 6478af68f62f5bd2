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

/** A document the company modifies with a note (the register's "documento que se modifica"). */
export type DocumentoModificado = {
  fecha: string | null;
  tipo: string;
  serie: string;
  numero: string;
};

/**
 * One line of the 14.1 registro de ventas e ingresos, in plain values: dates 'YYYY-MM-DD', amounts
 * as decimal strings signed as the register prints them (negative for credit notes).
 */
export type FilaVentas = {
  /** 'YYYYMM' the line belongs to. */
  periodo: string;
  cuo: string;
  correlativo: string;
  fechaEmision: string | null;
  fechaVencimiento?: string | null;
  tipoComprobante: string;
  serie: string;
  numero: string;
  numeroFinal?: string | null;
  /** Tabla 2 code; empty when the document names no client (boletas under S/ 700). */
  clienteTipoDocumento?: string | null;
  clienteNumeroDocumento?: string | null;
  clienteNombre?: string | null;
  exportacion: string;
  baseGravada: string;
  descuentoBase?: string;
  igv: string;
  descuentoIgv?: string;
  exonerada: string;
  inafecta: string;
  isc: string;
  baseIvap?: string;
  ivap?: string;
  icbper: string;
  otros: string;
  total: string;
  moneda: string;
  tipoCambio: string;
  modifica?: DocumentoModificado | null;
  contrato?: string | null;
  errorTipoCambio?: boolean;
  medioPago?: boolean;
  /** 0, 1, 2, 8 or 9. */
  estado: string;
};

/** The 35 fields of a 14.1 line. */
export function camposVentas(f: FilaVentas): string[] {
  const m = f.modifica;
  return [
    periodoPle(f.periodo),
    codigoPle(f.cuo, 40),
    codigoPle(f.correlativo, 10),
    fechaPle(f.fechaEmision),
    fechaPle(f.fechaVencimiento),
    f.tipoComprobante,
    codigoPle(f.serie, 20),
    codigoPle(f.numero, 20),
    codigoPle(f.numeroFinal, 20),
    f.clienteTipoDocumento ?? '',
    codigoPle(f.clienteNumeroDocumento, 15),
    textoPle(f.clienteNombre, 100),
    importePle(f.exportacion),
    importePle(f.baseGravada),
    importePle(f.descuentoBase),
    importePle(f.igv),
    importePle(f.descuentoIgv),
    importePle(f.exonerada),
    importePle(f.inafecta),
    importePle(f.isc),
    importePle(f.baseIvap),
    importePle(f.ivap),
    importePle(f.icbper),
    importePle(f.otros),
    importePle(f.total),
    f.moneda,
    tipoCambioPle(f.tipoCambio),
    fechaPle(m?.fecha),
    m?.tipo ?? '',
    codigoPle(m?.serie, 20),
    codigoPle(m?.numero, 20),
    textoPle(f.contrato, 12),
    marcaPle(f.errorTipoCambio),
    marcaPle(f.medioPago),
    f.estado,
  ];
}

export const lineaVentas = (f: FilaVentas): string => lineaPle(camposVentas(f));
