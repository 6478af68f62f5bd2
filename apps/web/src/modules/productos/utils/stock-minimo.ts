import { esDecimalNoNegativo, normalizarDecimal } from '@kipu/peru/productos/precio';
import type { StockMinimoInput } from '../../../gql/graphql';

/** The minimum stock admits up to 4 decimals (numeric(18,4)). */
export const esStockValido = (texto: string) => esDecimalNoNegativo(texto, 4, 14);

/**
 * The rows whose typed minimum differs from the stored one, as updateStockMinimo takes them. '5' and
 * '5.00' are the same figure; an empty or invalid entry is not a change (the page flags it instead).
 */
export function filasCambiadas(
  guardados: ReadonlyMap<string, string>,
  editados: ReadonlyMap<string, string>,
): StockMinimoInput[] {
  const filas: StockMinimoInput[] = [];
  for (const [producto_id, texto] of editados) {
    const valor = texto.trim();
    const antes = guardados.get(producto_id);
    if (antes === undefined || !esStockValido(valor)) continue;
    if (normalizarDecimal(valor) === normalizarDecimal(antes)) continue;
    filas.push({ producto_id, stock_minimo: valor });
  }
  return filas;
}

/** Ids of the edited rows whose text is not a valid quantity. */
export function filasInvalidas(editados: ReadonlyMap<string, string>): string[] {
  return [...editados].filter(([, texto]) => !esStockValido(texto.trim())).map(([id]) => id);
}
