import { useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useDebouncedCallback } from '../../../ui/use-debounced-callback';
import { guardarPreferenciasMutation, preferenciasQuery } from '../graphql/shell';
import { normalizarPreferencias, PREFERENCIAS_POR_DEFECTO, type Preferencias } from '../utils/tema';

/** Pause after the last change before the preferences are saved (a slider sends many). */
const SAVE_DELAY_MS = 600;

export interface PreferenciasState {
  preferencias: Preferencias;
  /** True once the server's preferences arrived (or could not be read). */
  loaded: boolean;
  /** Applies a change at once and saves it on the server shortly after. */
  cambiar: (cambios: Partial<Preferencias>) => void;
}

/** The user's theme options: loaded with `preferencias`, saved with `guardarPreferencias`. */
export function usePreferencias(): PreferenciasState {
  const [{ data, error }] = useQuery({ query: preferenciasQuery, context: MANUAL_ERRORS });
  const [, guardar] = useMutation(guardarPreferenciasMutation);
  const [local, setLocal] = useState<Preferencias | null>(null);
  const server = useMemo(
    () => (data?.preferencias ? normalizarPreferencias(data.preferencias) : null),
    [data],
  );
  const preferencias = local ?? server ?? PREFERENCIAS_POR_DEFECTO;

  const save = useDebouncedCallback((input: Preferencias) => {
    void guardar({ input });
  }, SAVE_DELAY_MS);

  function cambiar(cambios: Partial<Preferencias>) {
    const next = normalizarPreferencias({ ...preferencias, ...cambios });
    setLocal(next);
    save.run(next);
  }

  return { preferencias, loaded: Boolean(data) || Boolean(error), cambiar };
}
