import { validarCurso } from '@kipu/peru/aula/curso';
import type { CursoFieldsFragment, CursoInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** The classroom's tabs, as the screen names them (spec 01 §2). */
export const PESTANAS_AULA = [
  { value: 'contable', label: 'Contable' },
  { value: 'facturacion', label: 'Facturación' },
  { value: 'planillas', label: 'Planillas' },
  { value: 'aplicativos', label: 'Aplicativos' },
  { value: 'webinars', label: 'Webinars' },
] as const;

/** A course opens inside the product when its link is a route, in a new tab when it is a web page. */
export const esRutaInterna = (enlace: string) => enlace.startsWith('/');

export type CursoForm = {
  modulo: string;
  titulo: string;
  enlace: string;
  orden: string;
  descripcion: string;
};

export const cursoFormDe = (c: CursoFieldsFragment | null, modulo: string): CursoForm => ({
  modulo: c?.modulo ?? modulo,
  titulo: c?.titulo ?? '',
  enlace: c?.enlace ?? '',
  orden: String(c?.orden ?? 0),
  descripcion: c?.descripcion ?? '',
});

export const entradaCurso = (f: CursoForm): CursoInput => ({
  modulo: f.modulo,
  titulo: f.titulo.trim(),
  enlace: f.enlace.trim(),
  orden: Number(f.orden),
  descripcion: f.descripcion,
});

/** The same rules the server applies, shown by field before sending. */
export function validarCursoForm(f: CursoForm): Errores<CursoForm> {
  const errores: Errores<CursoForm> = {};
  const orden = /^\d{1,4}$/.test(f.orden.trim()) ? Number(f.orden) : -1;
  for (const mensaje of validarCurso({ ...entradaCurso(f), orden })) {
    if (mensaje.includes('pestaña')) errores.modulo = mensaje;
    else if (mensaje.includes('título')) errores.titulo = mensaje;
    else if (mensaje.includes('enlace')) errores.enlace = mensaje;
    else errores.orden = mensaje;
  }
  return errores;
}
