import { useState } from 'react';
import { useClient, useMutation } from 'urql';
import type {
  PrevisualizarCompraQuery,
  RegistrarCompraInput,
  RegistrarCompraMutation,
} from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { previsualizarCompraQuery, registrarCompraMutation } from '../graphql/compras';

export type AsientoPrevio = PrevisualizarCompraQuery['previsualizarCompra'];
export type CompraRegistrada = RegistrarCompraMutation['registrarCompra'];

/**
 * The two steps of registering a purchase: the server checks it and answers the asiento it would post
 * (nothing written), then, for that same input, registers it. Any change to the form drops the preview,
 * so what is saved is always what was shown.
 */
export function useRegistroCompra() {
  const client = useClient();
  const toast = useToast();
  const [previa, setPrevia] = useState<{ entrada: RegistrarCompraInput; asiento: AsientoPrevio } | null>(
    null,
  );
  const [generando, setGenerando] = useState(false);
  const [{ fetching: registrando }, registrarMutacion] = useMutation(registrarCompraMutation);

  async function previsualizar(entrada: RegistrarCompraInput) {
    setGenerando(true);
    const r = await client
      .query(
        previsualizarCompraQuery,
        { input: entrada },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    setGenerando(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    setPrevia(r.data ? { entrada, asiento: r.data.previsualizarCompra } : null);
  }

  async function registrar(): Promise<CompraRegistrada | null> {
    if (!previa || registrando) return null;
    const r = await registrarMutacion({ input: previa.entrada }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    return r.data?.registrarCompra ?? null;
  }

  return { previa, descartar: () => setPrevia(null), previsualizar, registrar, generando, registrando };
}
