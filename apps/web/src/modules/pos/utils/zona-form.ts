import type { PosZonaFieldsFragment, PosZonaInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** A zone of the room: code, description and whether its tables are controlled (map, open orders). */
export interface ZonaForm {
  codigo: string;
  descripcion: string;
  control_mesa: boolean;
}

export const zonaFormDe = (z: PosZonaFieldsFragment | null): ZonaForm =>
  z
    ? { codigo: z.codigo, descripcion: z.descripcion, control_mesa: z.control_mesa }
    : { codigo: '', descripcion: '', control_mesa: true };

export function validarZonaForm(f: ZonaForm): Errores<ZonaForm> {
  const e: Errores<ZonaForm> = {};
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.descripcion.trim()) e.descripcion = 'Ingrese la descripción';
  return e;
}

export const entradaZona = (f: ZonaForm): PosZonaInput => ({
  codigo: f.codigo.trim(),
  descripcion: f.descripcion.trim(),
  control_mesa: f.control_mesa,
});
