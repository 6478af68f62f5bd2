import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { TOAST_LIFE } from '../../../ui/toast/toast-service';
import { useToast } from '../../../ui/toast/use-toast';
import { seleccionarEmpresaMutation } from '../graphql/workspace';
import { type SeleccionElegida, storeSeleccion } from '../utils/store-seleccion';

/**
 * seleccionarEmpresa, then the answer kept in storage (Auth, Company, localempresa). Resolves true on
 * success; failures show the server's message for 5 s (spec 01 §8).
 */
/** Spec 01 §8: shown for 10 s when the server says the chart of accounts is incomplete. */
export const PCGE_INCOMPLETO = 'Contactar con soporte para verificar su PCGE';

export function useSeleccionarEmpresa(): {
  /** 'pcge' when the company's chart of accounts is incomplete (the warning is already shown). */
  seleccionar: (elegida: SeleccionElegida, modulo: string | null) => Promise<'ok' | 'pcge' | false>;
  seleccionando: boolean;
} {
  const toast = useToast();
  const [, mutate] = useMutation(seleccionarEmpresaMutation);
  const [seleccionando, setSeleccionando] = useState(false);
  const seleccionar = useCallback(
    async (elegida: SeleccionElegida, modulo: string | null) => {
      setSeleccionando(true);
      try {
        const result = await mutate(
          {
            empresa_id: elegida.empresa.id,
            local_id: elegida.local.id,
            periodo: elegida.periodo,
            modulo,
          },
          MANUAL_ERRORS,
        );
        const data = result.data?.seleccionarEmpresa;
        if (result.error || !data) {
          if (result.error && !isSessionError(result.error)) {
            toast.error(errorMessage(result.error), TOAST_LIFE.long);
          }
          return false;
        }
        storeSeleccion(data, elegida);
        if (!data.status) {
          toast.warn(PCGE_INCOMPLETO, TOAST_LIFE.session);
          return 'pcge';
        }
        return 'ok';
      } finally {
        setSeleccionando(false);
      }
    },
    [mutate, toast],
  );
  return { seleccionar, seleccionando };
}
