/** The classroom's tabs (spec 01 §2), in the order the screen shows them. */
export const MODULOS_CURSO = ['contable', 'facturacion', 'planillas', 'aplicativos', 'webinars'] as const;
export type ModuloCurso = (typeof MODULOS_CURSO)[number];

export type CursoEntrada = { modulo: string; titulo: string; enlace: string; orden: number };

const TITULO_MAXIMO = 150;
const ENLACE_MAXIMO = 500;

/**
 * Where a lesson is watched: an https page (the video platform) or a route of the product ('/fac/facturador').
 * Anything else — http, javascript:, protocol-relative '//host' — is refused.
 */
export function esEnlaceCurso(enlace: string): boolean {
  const e = enlace.trim();
  if (e.startsWith('/')) return /^\/[A-Za-z0-9][A-Za-z0-9._~\-/?=&%#]*$/.test(e) && !e.startsWith('//');
  try {
    const url = new URL(e);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The Spanish messages for a course that cannot be saved (empty when it can). */
export function validarCurso(c: CursoEntrada): string[] {
  const errores: string[] = [];
  if (!(MODULOS_CURSO as readonly string[]).includes(c.modulo))
    errores.push('Elija la pestaña del curso: contable, facturación, planillas, aplicativos o webinars');
  const titulo = c.titulo.trim();
  if (!titulo) errores.push('Escriba el título del curso');
  if (titulo.length > TITULO_MAXIMO) errores.push(`El título admite hasta ${TITULO_MAXIMO} caracteres`);
  if (c.enlace.trim().length > ENLACE_MAXIMO || !esEnlaceCurso(c.enlace))
    errores.push('El enlace debe ser una dirección https:// o una ruta del sistema que empiece con /');
  if (!Number.isInteger(c.orden) || c.orden < 0 || c.orden > 9999)
    errores.push('El orden es un número entero de 0 a 9999');
  return errores;
}

/** Courses as the classroom lists them: in groups of ten, the groups laid in rows of four columns. */
export function enGruposDeDiez<T>(cursos: readonly T[]): T[][] {
  const grupos: T[][] = [];
  for (let i = 0; i < cursos.length; i += 10) grupos.push(cursos.slice(i, i + 10));
  return grupos;
}
