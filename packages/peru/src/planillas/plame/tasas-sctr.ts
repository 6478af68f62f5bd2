import Decimal from 'decimal.js';
import { camposDocumento, type DocumentoPlame } from './documento.ts';
import { lineaPlame } from './formato.ts';

export type TasaSctrPlame = DocumentoPlame & { tasa: Decimal.Value };

/**
 * Estructura 25 (.tas), the SCTR-EsSalud rate (indicator 1) of each worker who has one: the PDT computes
 * the 0806 contribution from it. Rates of 0 are left out.
 */
export function archivoTasasSctr(tasas: readonly TasaSctrPlame[]): string[] {
  return tasas
    .filter((t) => !new Decimal(t.tasa).isZero())
    .map((t) => lineaPlame([...camposDocumento(t), '1', new Decimal(t.tasa).toFixed(2)]));
}
