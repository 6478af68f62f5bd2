import { entradaInvalida, prohibido } from '../../shared/errores.ts';
import { filasDeTabla } from '../maestros/parametricas.ts';

/** A validation answer: the row's columns, or the Spanish message of its first problem. */
export type Validacion<T> = { columnas: T } | { error: string; prohibido?: boolean };

/** `prohibido` marks an id of another company: the API answers FORBIDDEN, an import names the row. */
export const ajeno = (error: string) => ({ error, prohibido: true });

/** Throws what a failed validation means for a single API call. */
export function exigirValida<T>(v: Validacion<T>): T {
  if ('error' in v) throw v.prohibido ? prohibido() : entradaInvalida(v.error);
  return v.columnas;
}

const codigosPorTabla = new Map<string, Set<string>>();

/**
 * The codes of a SUNAT catalogue or PLE table, from the rows the maestros module already holds in
 * memory, as a set: catálogo 25 has 53,000 rows and an import checks 10,000 products against it.
 */
export function codigosDeTabla(tabla: string): Set<string> {
  let codigos = codigosPorTabla.get(tabla);
  if (!codigos) {
    codigos = new Set(filasDeTabla(tabla).map((f) => f.codigo));
    codigosPorTabla.set(tabla, codigos);
  }
  return codigos;
}
