import type { CombinedError } from 'urql';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';

/**
 * The toast of an action's answer: the server's message when refused, else `exito`; answers whether it
 * succeeded so the caller reloads what it shows.
 */
export function useAviso() {
  const toast = useToast();
  return (r: { error?: CombinedError | undefined }, exito: string): boolean => {
    if (r.error) {
      const m = mensajeError(r.error);
      if (m) toast.error(m);
      return false;
    }
    toast.success(exito);
    return true;
  };
}
