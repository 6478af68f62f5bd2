import { conArticulo, type VocabularioPos } from '@kipu/peru/pos/vocabulario';
import type { PosMesaFieldsFragment, PosMesaInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** A table of a zone; its place on the map is kept apart (moved by dragging it). */
export interface MesaForm {
  zona_id: string | null;
  codigo: string;
  descripcion: string;
}

export const mesaFormDe = (m: PosMesaFieldsFragment | null, zonaId: string | null): MesaForm =>
  m
    ? { zona_id: m.zona_id, codigo: m.codigo, descripcion: m.descripcion }
    : { zona_id: zonaId, codigo: '', descripcion: '' };

export function validarMesaForm(f: MesaForm, v: VocabularioPos): Errores<MesaForm> {
  const e: Errores<MesaForm> = {};
  if (!f.zona_id) e.zona_id = `Seleccione ${conArticulo(v.zona)}`;
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  return e;
}

/** The table's place is sent as it is: its own when edited, the map's first free cell when new. */
export const entradaMesa = (f: MesaForm, lugar: { pos_x: number; pos_y: number }): PosMesaInput => ({
  zona_id: f.zona_id ?? '',
  codigo: f.codigo.trim(),
  descripcion: f.descripcion.trim(),
  pos_x: lugar.pos_x,
  pos_y: lugar.pos_y,
});
