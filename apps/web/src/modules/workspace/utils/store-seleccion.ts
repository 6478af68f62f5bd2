import type { SeleccionFieldsFragment } from '../../../gql/graphql';
import { readAuth, type StoredCompany, saveCompany, updateAuth } from '../../../lib/session-storage';

/** Keeps a module choice (getPermission): the new authorization token and the module. */
export function storePermission(result: Pick<SeleccionFieldsFragment, 'authorization' | 'modulo_id'>): void {
  updateAuth({ authorization: result.authorization, modulo_id: result.modulo_id });
}

/** What was chosen, for when the answer brings no company (it should). */
export interface SeleccionElegida {
  empresa: { id: string; ruc: string; razon_social: string };
  local: { id: string; nombre_corto: string | null; direccion: string | null };
  periodo: string;
}

/**
 * Keeps a company choice (seleccionarEmpresa): Auth.authorization and Auth.modulo_id, then Company (with
 * its period and local) and localempresa.
 */
export function storeSeleccion(result: SeleccionFieldsFragment, elegida: SeleccionElegida): void {
  if (!readAuth()) return;
  storePermission(result);
  const local = result.local
    ? { id: result.local.id, direccion: result.local.direccion, nombre_corto: result.local.nombre_corto }
    : { ...elegida.local };
  const c = result.company;
  // Field by field: the answer also carries urql's __typename.
  const company: StoredCompany = c
    ? {
        id: c.id,
        ruc: c.ruc,
        razon_social: c.razon_social,
        soap_envio: c.soap_envio,
        periodo: result.periodo ?? c.periodo ?? elegida.periodo,
        rubro: c.rubro,
        regimen_igv: c.regimen_igv,
        uit: c.uit,
        local,
      }
    : {
        ...elegida.empresa,
        soap_envio: null,
        periodo: result.periodo ?? elegida.periodo,
        rubro: null,
        regimen_igv: null,
        uit: null,
        local,
      };
  saveCompany(company, local);
}
