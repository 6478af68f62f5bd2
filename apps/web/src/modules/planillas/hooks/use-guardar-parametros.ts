import { useState } from 'react';
import { type CombinedError, useMutation } from 'urql';
import type { ComisionAfpInput, ParametroPlanillaInput } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { guardarComisionAfpMutation, guardarParametroPlanillaMutation } from '../graphql/parametros';

/**
 * The administrator's saves of the payroll parameters: the server's message stays in the dialog on a
 * refusal; done, a toast and `listo` (close and reload).
 */
export function useGuardarParametros() {
  const toast = useToast();
  const [comision, guardarComision] = useMutation(guardarComisionAfpMutation);
  const [parametro, guardarParametro] = useMutation(guardarParametroPlanillaMutation);
  const [error, setError] = useState<string | null>(null);

  function despues(r: { error?: CombinedError | undefined }, exito: string, listo: () => void) {
    if (r.error) {
      setError(mensajeError(r.error) ?? 'No se pudo guardar');
      return;
    }
    setError(null);
    toast.success(exito);
    listo();
  }

  return {
    guardando: comision.fetching || parametro.fetching,
    error,
    limpiarError: () => setError(null),
    comision: async (input: ComisionAfpInput, listo: () => void) =>
      despues(await guardarComision({ input }, MANUAL_ERRORS), `Comisiones de ${input.afp} guardadas`, listo),
    parametro: async (input: ParametroPlanillaInput, listo: () => void) =>
      despues(await guardarParametro({ input }, MANUAL_ERRORS), 'Parámetro guardado', listo),
  };
}

/** The row whose dialog is open, and the dialog's props: saved, it closes and the list is read again. */
export function useEdicionParametro<T>(recargar: () => void) {
  const guardar = useGuardarParametros();
  const [editando, setEditando] = useState<T | null>(null);
  return {
    editando,
    abrir: (fila: T) => {
      guardar.limpiarError();
      setEditando(fila);
    },
    dialogo: {
      guardar,
      onHide: () => setEditando(null),
      onGuardado: () => {
        setEditando(null);
        recargar();
      },
    },
  };
}
