import type { SelectOption } from '../../../ui/SelectBuscar';

export type UsuarioElegible = { id: string; nombres: string; email: string; rol: string };

/** A user as a picker option: 'Nombres (correo) - rol', valued by its id. */
export const opcionUsuario = (u: UsuarioElegible): SelectOption => ({
  value: u.id,
  label: `${u.nombres} (${u.email}) - ${u.rol}`,
});

/** The options less the users already in the active staff (a user has one active row). */
export const sinStaffActivo = (
  opciones: readonly SelectOption[],
  staff: readonly { usuario_id: string; deleted_at?: string | null }[],
): SelectOption[] => {
  const registrados = new Set(staff.filter((s) => !s.deleted_at).map((s) => s.usuario_id));
  return opciones.filter((o) => !registrados.has(o.value));
};
