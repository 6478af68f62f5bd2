import { type FilaParametrica, filasParametricas } from '@kipu/db';
import { entradaInvalida } from '../../shared/errores.ts';

const sinTildes = (t: string) =>
  t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

export function filasDeTabla(tabla: string): FilaParametrica[] {
  const filas = filasParametricas(tabla);
  if (!filas) throw entradaInvalida(`La tabla ${tabla} no existe`);
  return filas;
}

/** parametricaByParam: rows whose code starts with, or whose description contains, the text (accents ignored). */
export function buscarEnTabla(tabla: string, param: string, limite: number): FilaParametrica[] {
  const texto = sinTildes(param.trim());
  const filas = filasDeTabla(tabla);
  const encontradas = texto
    ? filas.filter(
        (f) => f.codigo.toUpperCase().startsWith(texto) || sinTildes(f.descripcion).includes(texto),
      )
    : filas;
  return encontradas.slice(0, Math.min(Math.max(limite, 1), 500));
}
