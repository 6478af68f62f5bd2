import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { leerReferencia } from './csv.ts';

/**
 * SUNAT's e-invoicing catalogues and the PLE tables (Anexo 3), served from the copies in
 * reference-data: they are read-only and versioned with the code, so they are read once into memory
 * instead of being copied into every database (catálogo 25 alone has 53,000 rows).
 */
export type TablaParametrica = { id: string; nombre: string; archivo: string };
export type FilaParametrica = { codigo: string; descripcion: string; extra: Record<string, string> };

const carpeta = (sub: string) => fileURLToPath(new URL(`../../reference-data/${sub}`, import.meta.url));

function tablasDe(sub: string, patron: RegExp, prefijo: string): TablaParametrica[] {
  return readdirSync(carpeta(sub))
    .filter((f) => f.endsWith('.csv'))
    .flatMap((f) => {
      const m = f.match(patron);
      if (!m?.[1] || !m[2]) return [];
      return [{ id: `${prefijo}${m[1]}`, nombre: m[2].replace(/-/g, ' '), archivo: `${sub}/${f}` }];
    });
}

let tablas: TablaParametrica[] | undefined;
const filas = new Map<string, FilaParametrica[]>();

export function tablasParametricas(): TablaParametrica[] {
  tablas ??= [
    ...tablasDe('sunat-catalogos', /^cat(\d{2})-(.+)\.csv$/, 'cat'),
    ...tablasDe('ple-tablas', /^tabla-(\d{2})-(.+)\.csv$/, 'ple'),
  ];
  return tablas;
}

/** The rows of a table (`cat07`, `ple10`, …), or undefined when there is no such table. */
export function filasParametricas(id: string): FilaParametrica[] | undefined {
  const tabla = tablasParametricas().find((t) => t.id === id);
  if (!tabla) return undefined;
  let lista = filas.get(id);
  if (!lista) {
    lista = leerReferencia(tabla.archivo).map(({ codigo, descripcion, ...extra }) => ({
      codigo: codigo ?? '',
      descripcion: descripcion ?? '',
      extra,
    }));
    filas.set(id, lista);
  }
  return lista;
}
