import type { FilaCompras } from '../ple/registro-compras.ts';
import type { FilaVentas } from '../ple/registro-ventas.ts';
import {
  type CampoImporte,
  type DocumentoReferido,
  IMPORTES_COMPRAS,
  IMPORTES_VENTAS,
  type Importes,
} from './propuesta.ts';

/**
 * A comprobante of the company's own register, as the API reads it to compare with SUNAT's proposal.
 * Only the amounts given in `importes` are compared, so a caller may send just bases, IGV and total.
 */
export type ComprobanteLibro = {
  /** The caller's id of the row, answered back untouched. */
  referencia?: string;
  tipo: string;
  serie: string;
  numero: string;
  /** Last number of a range of boletas. */
  numeroFinal?: string | null;
  /** 'YYYY-MM-DD'. */
  fecha: string;
  /** The client (RVIE) or supplier (RCE); in RCE the supplier's number is part of the key. */
  tipoDocumento?: string | null;
  numeroDocumento?: string | null;
  importes: Importes;
  moneda?: string | null;
  modifica?: DocumentoReferido | null;
};

function elegirImportes<F extends Partial<Record<CampoImporte, string>>>(
  fila: F,
  campos: readonly CampoImporte[],
): Importes {
  return Object.fromEntries(campos.map((c) => [c, fila[c] ?? '0']));
}

/** A line of the PLE 14.1 rows the API already builds, as a comprobante to compare with the RVIE. */
export const comprobanteDeVentas = (f: FilaVentas, referencia?: string): ComprobanteLibro => ({
  referencia,
  tipo: f.tipoComprobante,
  serie: f.serie,
  numero: f.numero,
  numeroFinal: f.numeroFinal,
  fecha: f.fechaEmision ?? '',
  tipoDocumento: f.clienteTipoDocumento,
  numeroDocumento: f.clienteNumeroDocumento,
  importes: elegirImportes(f, IMPORTES_VENTAS),
  moneda: f.moneda,
  modifica: f.modifica,
});

/** A line of the PLE 8.1 rows, as a comprobante to compare with the RCE. */
export const comprobanteDeCompras = (f: FilaCompras, referencia?: string): ComprobanteLibro => ({
  referencia,
  tipo: f.tipoComprobante,
  serie: f.serie ?? '',
  numero: f.numero,
  numeroFinal: f.numeroFinal,
  fecha: f.fechaEmision,
  tipoDocumento: f.proveedorTipoDocumento,
  numeroDocumento: f.proveedorNumeroDocumento,
  importes: elegirImportes(f, IMPORTES_COMPRAS),
  moneda: f.moneda,
  modifica: f.modifica,
});
