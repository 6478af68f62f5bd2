import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { usuariosEmpresaQuery } from '../graphql/configuracion';
import { opcionUsuario } from '../utils/usuarios-empresa';

/** The users of the session's company as picker options (staff, couriers). */
export function useUsuariosEmpresa(): { opciones: SelectOption[]; cargando: boolean } {
  const [{ data, fetching }] = useQuery({
    query: usuariosEmpresaQuery,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  return useMemo(
    () => ({ opciones: (data?.usuariosEmpresa ?? []).map(opcionUsuario), cargando: fetching }),
    [data, fetching],
  );
}
