import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { modulosQuery } from '../../auth/graphql/modulos';

/** Module names by id (the administrator's module list holds every module). */
export function useNombresModulos(): (id: string) => string {
  const [{ data }] = useQuery({ query: modulosQuery, context: MANUAL_ERRORS });
  return useMemo(() => {
    const nombres = new Map((data?.modulos ?? []).map((m) => [m.id, m.descripcion]));
    return (id: string) => nombres.get(id) ?? id;
  }, [data]);
}
