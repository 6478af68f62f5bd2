import { conArticulo, deLa, mayuscula, type VocabularioPos } from '@kipu/peru/pos/vocabulario';
import type { PosStaffFieldsFragment, PosStaffInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** The room roles a user of the company can have in a local, named in the words of its rubro. */
export const rolesStaff = (v: VocabularioPos) => [
  { value: 'mozo', label: mayuscula(v.mozo.singular) },
  { value: 'cocinero', label: mayuscula(v.cocinero.singular) },
  { value: 'cajero', label: 'Cajero' },
];

export const nombreRol = (rol: string, v: VocabularioPos): string =>
  rolesStaff(v).find((r) => r.value === rol)?.label ?? rol;

export interface StaffForm {
  usuario_id: string;
  rol: string | null;
  cocina_id: string | null;
}

export const staffFormDe = (s: PosStaffFieldsFragment | null): StaffForm =>
  s
    ? { usuario_id: s.usuario_id, rol: s.rol, cocina_id: s.cocina_id ?? null }
    : { usuario_id: '', rol: null, cocina_id: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validarStaffForm(f: StaffForm, v: VocabularioPos): Errores<StaffForm> {
  const e: Errores<StaffForm> = {};
  if (!f.usuario_id.trim()) e.usuario_id = 'Seleccione el usuario';
  else if (!UUID.test(f.usuario_id.trim())) e.usuario_id = 'Identificador de usuario no válido';
  if (!f.rol) e.rol = 'Seleccione el rol';
  if (f.rol === 'cocinero' && !f.cocina_id)
    e.cocina_id = `Seleccione ${conArticulo(v.cocina)} ${deLa(v.cocinero)}`;
  return e;
}

/** Only a cook belongs to a kitchen. */
export const entradaStaff = (f: StaffForm): PosStaffInput => ({
  usuario_id: f.usuario_id.trim(),
  rol: f.rol ?? '',
  cocina_id: f.rol === 'cocinero' ? f.cocina_id : null,
});
