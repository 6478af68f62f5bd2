import type { CombinedError } from 'urql';
import type { ToastService } from '../../../ui/toast/toast-service';
import { mensajeError } from '../../../ui/utils/acciones';

/**
 * Shows a mutation's outcome: the server's Spanish message as an error, or the success text built from
 * its data. Answers the data when there is some, so the caller refreshes only then.
 */
export function avisarResultado<T>(
  toast: ToastService,
  r: { data?: T | null; error?: CombinedError },
  exito: (data: T) => string,
): T | null {
  const error = mensajeError(r.error);
  if (error) toast.error(error);
  if (!r.data) return null;
  toast.success(exito(r.data));
  return r.data;
}
