import { useState } from 'react';
import { type TypedDocumentNode, useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';

/**
 * The two steps of registering a document from a form: the server checks it and answers the asiento it
 * would post (nothing written), then, for that same input, registers it. Any change to the form drops
 * the preview (`descartar`), so what is saved is always what was shown.
 */
export function useRegistroConPrevia<E, P, R>(
  consulta: TypedDocumentNode<P, { input: E }>,
  mutacion: TypedDocumentNode<R, { input: E }>,
) {
  const client = useClient();
  const toast = useToast();
  const [previa, setPrevia] = useState<{ entrada: E; datos: P } | null>(null);
  const [generando, setGenerando] = useState(false);
  const [registrando, setRegistrando] = useState(false);

  async function previsualizar(entrada: E) {
    setGenerando(true);
    const r = await client
      .query(consulta, { input: entrada }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    setGenerando(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    setPrevia(r.data ? { entrada, datos: r.data } : null);
  }

  async function registrar(): Promise<R | null> {
    if (!previa || registrando) return null;
    setRegistrando(true);
    const r = await client.mutation(mutacion, { input: previa.entrada }, MANUAL_ERRORS).toPromise();
    setRegistrando(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    return r.data ?? null;
  }

  return { previa, descartar: () => setPrevia(null), previsualizar, registrar, generando, registrando };
}
