import type {
  CategoriaFieldsFragment,
  CategoriaInput,
  CategoriaPrecioFieldsFragment,
  CategoriaPrecioInput,
} from '../../../gql/graphql';
import { esStockValido } from './stock-minimo';

/** The category dialog: code, name and optionally the one local it belongs to. */
export interface CategoriaForm {
  codigo: string;
  nombre: string;
  local_id: string | null;
}

export const categoriaFormDe = (c: CategoriaFieldsFragment | null): CategoriaForm =>
  c
    ? { codigo: c.codigo, nombre: c.nombre, local_id: c.local_id }
    : { codigo: '', nombre: '', local_id: null };

export function validarCategoriaForm(f: CategoriaForm): Partial<Record<keyof CategoriaForm, string>> {
  const e: Partial<Record<keyof CategoriaForm, string>> = {};
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.nombre.trim()) e.nombre = 'Ingrese el nombre';
  return e;
}

export const entradaCategoria = (f: CategoriaForm): CategoriaInput => ({
  codigo: f.codigo.trim(),
  nombre: f.nombre.trim(),
  local_id: f.local_id,
});

/** The price-list dialog; the local is the session's. */
export interface CategoriaPrecioForm {
  codigo: string;
  descripcion: string;
  /** Minimum quantity from which the price applies, as typed. */
  valor_condicion: string;
  oferta: boolean;
}

export const categoriaPrecioFormDe = (c: CategoriaPrecioFieldsFragment | null): CategoriaPrecioForm =>
  c
    ? { codigo: c.codigo, descripcion: c.descripcion, valor_condicion: c.valor_condicion, oferta: c.oferta }
    : { codigo: '', descripcion: '', valor_condicion: '0', oferta: false };

export function validarCategoriaPrecioForm(
  f: CategoriaPrecioForm,
): Partial<Record<keyof CategoriaPrecioForm, string>> {
  const e: Partial<Record<keyof CategoriaPrecioForm, string>> = {};
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.descripcion.trim()) e.descripcion = 'Ingrese la descripción';
  if (f.valor_condicion.trim() && !esStockValido(f.valor_condicion.trim()))
    e.valor_condicion = 'Cantidad no válida';
  return e;
}

export const entradaCategoriaPrecio = (localId: string, f: CategoriaPrecioForm): CategoriaPrecioInput => ({
  local_id: localId,
  codigo: f.codigo.trim(),
  descripcion: f.descripcion.trim(),
  valor_condicion: f.valor_condicion.trim() || '0',
  oferta: f.oferta,
});
