import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { centrosActivosQuery, opcionesMaestrosQuery } from '../graphql/opciones';

/** The fixed lists of the forms: cost-centre types and attachment operation kinds. */
export function useOpcionesMaestros() {
  const [{ data, fetching }] = useQuery({ query: opcionesMaestrosQuery, context: MANUAL_ERRORS });
  return {
    tiposCentro: data?.tiposCentroCosto ?? [],
    operaciones: data?.operacionesTipoAdjunto ?? [],
    cargando: fetching,
  };
}

/** The company's active cost centres, for the amarre lines. */
export function useCentrosActivos(): { opciones: SelectOption[]; cargando: boolean } {
  const [{ data, fetching }] = useQuery({
    query: centrosActivosQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const opciones = useMemo(
    () => (data?.centrosCosto.filas ?? []).map((c) => ({ value: c.id, label: `${c.codigo} - ${c.nombre}` })),
    [data],
  );
  return { opciones, cargando: fetching };
}
