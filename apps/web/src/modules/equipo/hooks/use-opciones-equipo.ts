import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { modulosQuery } from '../../auth/graphql/modulos';
import { useSession } from '../../auth/hooks/use-session';
import { cocinasQuery } from '../../pos/graphql/configuracion';
import { empresaLocalesQuery } from '../../workspace/graphql/workspace';
import { rolesAsignablesQuery } from '../graphql/equipo';
import type { Nombres } from '../utils/auditoria';

export interface OpcionesEquipo {
  roles: SelectOption[];
  locales: SelectOption[];
  modulos: SelectOption[];
  /** The session local's kitchens (empty where the user does not see the point of sale). */
  cocinas: SelectOption[];
  cargando: boolean;
  /** Names of ids for the tables; `rolesConocidos` adds the roles the lists already name. */
  nombres: (rolesConocidos: ReadonlyMap<string, string>) => Nombres;
}

const aMapa = (opciones: readonly SelectOption[]) => new Map(opciones.map((o) => [String(o.value), o.label]));

/** The choices of a grant in the session company: the roles the caller may grant, its locals, modules, kitchens. */
export function useOpcionesEquipo(): OpcionesEquipo {
  const empresaId = useSession().company?.id ?? '';
  const [roles] = useQuery({ query: rolesAsignablesQuery, context: MANUAL_ERRORS });
  const [empresa] = useQuery({
    query: empresaLocalesQuery,
    variables: { id: empresaId },
    pause: !empresaId,
    context: MANUAL_ERRORS,
  });
  const [modulos] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS });
  const [cocinas] = useQuery({ query: cocinasQuery, context: MANUAL_ERRORS });

  return useMemo(() => {
    const r = (roles.data?.rolesAsignables ?? []).map((x) => ({ value: x.id, label: x.nombre }));
    const l = (empresa.data?.empresa.locales ?? [])
      .filter((x) => x.activo)
      .map((x) => ({ value: x.id, label: x.nombre_corto || x.direccion || x.id }));
    const m = (modulos.data?.modulos ?? []).map((x) => ({ value: x.id, label: x.descripcion }));
    const c = (cocinas.data?.cocinasByLocalId ?? []).map((x) => ({
      value: x.id,
      label: `${x.codigo} - ${x.nombre}`,
    }));
    const [rolesM, localesM, modulosM] = [aMapa(r), aMapa(l), aMapa(m)];
    return {
      roles: r,
      locales: l,
      modulos: m,
      cocinas: c,
      cargando: roles.fetching || empresa.fetching || modulos.fetching,
      nombres: (conocidos) => ({
        rol: (id) => rolesM.get(id) ?? conocidos.get(id) ?? id,
        local: (id) => localesM.get(id) ?? id,
        modulo: (id) => modulosM.get(id) ?? id,
      }),
    };
  }, [roles, empresa, modulos, cocinas]);
}
