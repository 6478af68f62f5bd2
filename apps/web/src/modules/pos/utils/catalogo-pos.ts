import { contieneTexto } from '../../../ui/utils/texto';

type ProductoCatalogo = {
  id: string;
  codigo: string;
  codigo_barras?: string | null;
  descripcion: string;
  categoria_id?: string | null;
  es_combo: boolean;
};

/** Pseudo-category of the grid that lists the combos. */
export const CATEGORIA_COMBOS = 'combos';

/**
 * The products the grid shows: a search looks in every category (code or description); else the
 * chosen category's, or the combos.
 */
export function productosVisibles<P extends ProductoCatalogo>(
  productos: readonly P[],
  categoriaId: string | null,
  texto: string,
): P[] {
  const buscado = texto.trim();
  if (buscado) return productos.filter((p) => contieneTexto(`${p.codigo} ${p.descripcion}`, buscado));
  if (categoriaId === CATEGORIA_COMBOS) return productos.filter((p) => p.es_combo);
  if (categoriaId) return productos.filter((p) => p.categoria_id === categoriaId);
  return [...productos];
}

/** The product of a scanned barcode (or typed code), exact. */
export function productoPorCodigo<P extends ProductoCatalogo>(
  productos: readonly P[],
  codigo: string,
): P | undefined {
  const c = codigo.trim();
  if (!c) return undefined;
  return productos.find((p) => p.codigo_barras === c) ?? productos.find((p) => p.codigo === c);
}
