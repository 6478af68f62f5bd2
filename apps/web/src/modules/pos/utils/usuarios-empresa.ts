import type { SelectOption } from '../../../ui/SelectBuscar';

export type UsuarioElegible = { id: string; nombres: string; email: string; rol: string };

/** A user as a picker option: 'Nombres (correo) - rol', valued by its id. */
export const opcionUsuario = (u: UsuarioElegible): SelectOption => ({
  value: u.id,
  label: `${u.nombres} (${u.email}) - ${u.rol}`,
});
