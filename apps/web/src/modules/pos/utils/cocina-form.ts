import type { PosCocinaFieldsFragment, PosCocinaInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** A kitchen (or bar) of the session's local; comandas are routed to it. */
export interface CocinaForm {
  codigo: string;
  nombre: string;
}

export const cocinaFormDe = (c: PosCocinaFieldsFragment | null): CocinaForm =>
  c ? { codigo: c.codigo, nombre: c.nombre } : { codigo: '', nombre: '' };

export function validarCocinaForm(f: CocinaForm): Errores<CocinaForm> {
  const e: Errores<CocinaForm> = {};
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.nombre.trim()) e.nombre = 'Ingrese el nombre';
  return e;
}

export const entradaCocina = (f: CocinaForm): PosCocinaInput => ({
  codigo: f.codigo.trim(),
  nombre: f.nombre.trim(),
});
