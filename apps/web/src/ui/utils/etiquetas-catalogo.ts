import { nombreDocumentoIdentidad } from '@kipu/peru/catalogos/documentos-identidad';
import { nombreUnidadMedida, UNIDADES_CON_NOMBRE } from '@kipu/peru/catalogos/unidades-medida';
import type { SelectOption } from '../SelectBuscar';

/** A row of a SUNAT catalogue or PLE table as the server answers it. */
export interface FilaCatalogo {
  codigo: string;
  descripcion: string;
}

const orden = new Map(UNIDADES_CON_NOMBRE.map((codigo, i) => [codigo, i]));

/**
 * Catálogo 03 as options: the units businesses use first, in Spanish ('NIU - Unidad', 'ZZ - Servicio'),
 * then the rest of the UN/ECE codes, which SUNAT names only in English, with the catalogue's name.
 */
export function opcionesUnidadMedida(filas: readonly FilaCatalogo[]): SelectOption[] {
  const conNombre = filas
    .filter((f) => orden.has(f.codigo))
    .sort((a, b) => (orden.get(a.codigo) ?? 0) - (orden.get(b.codigo) ?? 0));
  const resto = filas.filter((f) => !orden.has(f.codigo));
  return [...conNombre, ...resto].map((f) => ({
    value: f.codigo,
    label: `${f.codigo} - ${nombreUnidadMedida(f.codigo) ?? f.descripcion}`,
  }));
}

/** Any other catalogue as options 'código - descripción'. */
export const opcionesCatalogo = (filas: readonly FilaCatalogo[]): SelectOption[] =>
  filas.map((f) => ({ value: f.codigo, label: `${f.codigo} - ${f.descripcion}` }));

/**
 * Catálogo 06 rows with their Spanish names instead of SUNAT's abbreviations ('REG. UNICO DE
 * CONTRIBUYENTES' → 'RUC - Registro único de contribuyentes'); a code not named keeps the server's name.
 */
export function documentosIdentidadEnEspanol<T extends { codigo: string; nombre: string }>(
  tipos: readonly T[],
): T[] {
  return tipos.map((t) => ({ ...t, nombre: nombreDocumentoIdentidad(t.codigo) ?? t.nombre }));
}
