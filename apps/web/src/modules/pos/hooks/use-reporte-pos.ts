import { type TypedDocumentNode, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import type { RangoFechas } from '../utils/reportes-pos';

/** A POS report over the dates, always fresh, with the server's message when it refuses them. */
export function useReportePos<D>(query: TypedDocumentNode<D, RangoFechas>, rango: RangoFechas) {
  const [{ data, fetching, error }] = useQuery({
    query,
    variables: rango,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  return { data, cargando: fetching, error: mensajeError(error) };
}
