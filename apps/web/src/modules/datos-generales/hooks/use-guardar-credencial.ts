import { useState } from 'react';
import { type AnyVariables, type TypedDocumentNode, useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';

/**
 * Saves a company credential: the server's refusal stays on the form and in a toast; saved, `exito` is
 * toasted. Answers whether it was saved.
 */
export function useGuardarCredencial<D, V extends AnyVariables>(
  mutation: TypedDocumentNode<D, V>,
  exito: string,
) {
  const toast = useToast();
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching }, ejecutar] = useMutation(mutation);

  async function guardar(variables: V): Promise<boolean> {
    setErrorServidor(null);
    const r = await ejecutar(variables, MANUAL_ERRORS);
    if (r.error) {
      const mensaje = mensajeError(r.error);
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return false;
    }
    toast.success(exito);
    return true;
  }

  return { guardar, guardando: fetching, errorServidor };
}
