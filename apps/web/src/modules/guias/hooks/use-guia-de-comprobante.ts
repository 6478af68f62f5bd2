import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import type { ComprobanteParaGuiaQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { comprobanteParaGuiaQuery } from '../graphql/guias';

type Comprobante = ComprobanteParaGuiaQuery['comprobante'];

/**
 * `/fac/guias?comprobante=<id>`: loads the sale and hands it, once per sale, to `llenar` (the form
 * prefilled from it). Answers the sale's number while it prefills and the error of its loading.
 */
export function useGuiaDeComprobante(llenar: (c: Comprobante) => void) {
  const [params] = useSearchParams();
  const id = params.get('comprobante');
  const [{ data, error, fetching }] = useQuery({
    query: comprobanteParaGuiaQuery,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const comprobante = id && data?.comprobante.id === id ? data.comprobante : null;
  const llenado = useRef<string | null>(null);
  const llenarRef = useRef(llenar);
  llenarRef.current = llenar;

  useEffect(() => {
    if (!comprobante || llenado.current === comprobante.id) return;
    llenado.current = comprobante.id;
    llenarRef.current(comprobante);
  }, [comprobante]);

  return {
    comprobante,
    cargando: Boolean(id) && fetching,
    problema: id ? mensajeError(error) : null,
  };
}
