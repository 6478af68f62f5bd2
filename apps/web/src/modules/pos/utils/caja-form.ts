import type { PosCajaFieldsFragment, PosCajaInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';

/** A cash box of a zone, tied to a cash account of the ledger, enabled or not. */
export interface CajaForm {
  zona_id: string | null;
  codigo: string;
  descripcion: string;
  cuenta_financiera_id: string | null;
  habilitada: boolean;
}

export const cajaFormDe = (c: PosCajaFieldsFragment | null): CajaForm =>
  c
    ? {
        zona_id: c.zona_id,
        codigo: c.codigo,
        descripcion: c.descripcion,
        cuenta_financiera_id: c.cuenta_financiera_id ?? null,
        habilitada: c.habilitada,
      }
    : { zona_id: null, codigo: '', descripcion: '', cuenta_financiera_id: null, habilitada: true };

export function validarCajaForm(f: CajaForm): Errores<CajaForm> {
  const e: Errores<CajaForm> = {};
  if (!f.zona_id) e.zona_id = 'Seleccione la zona';
  if (!f.codigo.trim()) e.codigo = 'Ingrese el código';
  if (!f.descripcion.trim()) e.descripcion = 'Ingrese la descripción';
  return e;
}

export const entradaCaja = (f: CajaForm): PosCajaInput => ({
  zona_id: f.zona_id ?? '',
  codigo: f.codigo.trim(),
  descripcion: f.descripcion.trim(),
  cuenta_financiera_id: f.cuenta_financiera_id,
  habilitada: f.habilitada,
});
