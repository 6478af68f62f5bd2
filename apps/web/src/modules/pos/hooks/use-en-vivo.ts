import { useMemo } from 'react';
import { type TypedDocumentNode, useQuery, useSubscription } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { alDia } from '../utils/en-vivo';

interface OpcionesEnVivo<Q, S, V extends Record<string, string>, T> {
  consulta: TypedDocumentNode<Q, V>;
  suscripcion: TypedDocumentNode<S, V>;
  variables: V;
  /** Paused until its filter (the zone, the kitchen) is chosen. */
  pausa: boolean;
  filas: (q: Q) => T[];
  cambio: (s: S) => T;
  /** Whether a change belongs to the list now shown (a late change of the previous zone does not). */
  pertenece: (t: T) => boolean;
}

/**
 * A list kept live: the query's rows with every change the subscription brings applied on top, so a
 * table taken on one phone turns red on the others without reloading.
 */
export function useEnVivo<Q, S, V extends Record<string, string>, T extends { id: string }>(
  o: OpcionesEnVivo<Q, S, V, T>,
): { filas: T[]; cargando: boolean; error: string | null; actualizar: () => void } {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: o.consulta,
    variables: o.variables,
    pause: o.pausa,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ data: cambios }] = useSubscription<S, T[], V>(
    { query: o.suscripcion, variables: o.variables, pause: o.pausa, context: MANUAL_ERRORS },
    (previos = [], s) => [...previos, o.cambio(s)],
  );
  const { filas: deConsulta, pertenece } = o;
  const filas = useMemo(
    () => alDia(data ? deConsulta(data) : [], (cambios ?? []).filter(pertenece)),
    [data, cambios, deConsulta, pertenece],
  );
  return {
    filas: o.pausa ? [] : filas,
    cargando: fetching,
    error: mensajeError(error),
    actualizar: () => refetch({ requestPolicy: 'network-only' }),
  };
}
