import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { rolesPlataformaQuery } from '../graphql/usuarios';

/** The platform roles, as options of a picker and as names by id. */
export function useRolesPlataforma(pausar = false) {
  const [{ data }] = useQuery({ query: rolesPlataformaQuery, context: MANUAL_ERRORS, pause: pausar });
  return useMemo(() => {
    const roles = data?.matrizPermisos.roles ?? [];
    const nombres = new Map(roles.map((r) => [r.id, r.nombre]));
    return {
      opciones: roles.map((r) => ({ value: r.id, label: r.nombre })),
      nombre: (id: string) => nombres.get(id) ?? id,
    };
  }, [data]);
}
