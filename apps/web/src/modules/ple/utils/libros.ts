/**
 * The /sleple5.1 sections of spec 02 (compras/8.1, 8.2, 8.3; ventas/14.1, 14.2; diario/5.1, 5.3;
 * simplificado/5.2, 5.4; mayor/6.1) and what the screen says about a book and its checking.
 */
export const GRUPOS_PLE: Readonly<Record<string, { titulo: string; libros: readonly string[] }>> = {
  compras: { titulo: 'Registro de compras', libros: ['8.1', '8.2', '8.3'] },
  ventas: { titulo: 'Registro de ventas e ingresos', libros: ['14.1', '14.2'] },
  diario: { titulo: 'Libro diario', libros: ['5.1', '5.3'] },
  simplificado: { titulo: 'Libro diario de formato simplificado', libros: ['5.2', '5.4'] },
  mayor: { titulo: 'Libro mayor', libros: ['6.1'] },
};

/** The books a section shows (every book without a section), keeping the server's order. */
export function librosDelGrupo<T extends { numero: string }>(libros: readonly T[], grupo?: string): T[] {
  const delGrupo = grupo ? GRUPOS_PLE[grupo]?.libros : undefined;
  return delGrupo ? libros.filter((l) => delGrupo.includes(l.numero)) : [...libros];
}

/** The section's books the server does not offer (every one is generated today; kept for a server that lags). */
export function librosNoDisponibles(numeros: readonly string[], grupo?: string): string[] {
  return (grupo ? (GRUPOS_PLE[grupo]?.libros ?? []) : []).filter((n) => !numeros.includes(n));
}

/** The note about a section's books the server does not generate. */
export function avisoNoDisponibles(numeros: readonly string[]): string {
  return numeros.length === 1
    ? `El libro ${numeros[0]} aún no se genera en Kipu`
    : `Los libros ${numeros.join(', ')} aún no se generan en Kipu`;
}

/** The session's 'YYYY-MM' as the API's 'YYYYMM'. */
export const periodoApi = (periodo: string): string => periodo.replace('-', '');

/** Where a finding is: 'Archivo', 'Línea 3' or 'Línea 3, campo 25'. */
export function ubicacionHallazgo(h: { linea: number; campo?: number | null }): string {
  if (h.linea === 0) return 'Archivo';
  return h.campo ? `Línea ${h.linea}, campo ${h.campo}` : `Línea ${h.linea}`;
}

/** The toast after generating a book. */
export function resumenGeneracion(r: {
  lineas: number;
  valido: boolean;
  hallazgos: unknown[];
  omitidos: number;
}) {
  const lineas = r.lineas === 0 ? 'libro vacío' : `${r.lineas} ${r.lineas === 1 ? 'línea' : 'líneas'}`;
  if (r.valido) return `Archivo generado (${lineas}): cumple la estructura de SUNAT`;
  const n = r.hallazgos.length + r.omitidos;
  return `Archivo generado (${lineas}) con ${n} ${n === 1 ? 'observación' : 'observaciones'}: revíselas antes de presentarlo`;
}
