import { camposDocumento, type DocumentoPlame } from './documento.ts';
import { fechaPlame, importePlame, lineaPlame } from './formato.ts';

export type ReciboCuartaPlame = DocumentoPlame & {
  /** Tabla 23: R recibo por honorarios, N nota de crédito, D dieta, O otro. */
  tipoComprobante: string;
  serie: string;
  numero: string;
  monto: string;
  fechaEmision: string;
  fechaPago: string;
  /** The 4ta-category income tax was withheld. */
  retencion: boolean;
};

/**
 * Estructura 20 (.4ta), comprobantes de 4ta categoría, in the 11 fields of the 2023 layout: fields 10–11
 * (the provider's pension contribution withheld) are 3 "ninguna" and empty, the purchases register not
 * recording one. The number goes without leading zeros, up to 8 digits.
 */
export function archivoRecibosCuarta(recibos: readonly ReciboCuartaPlame[]): string[] {
  return recibos.map((r) =>
    lineaPlame([
      ...camposDocumento(r),
      r.tipoComprobante,
      r.serie.trim().toUpperCase(),
      r.numero.trim().replace(/^0+(?=\d)/, ''),
      importePlame(r.monto),
      fechaPlame(r.fechaEmision),
      fechaPlame(r.fechaPago),
      r.retencion ? '1' : '0',
      '3',
      '',
    ]),
  );
}
