import type { CombinedError } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';

type Resultado = Promise<{ error?: CombinedError | undefined }>;

interface Accion {
  /** The question of the confirmation. */
  pregunta: string;
  /** Its accepting button ('Suspender'). */
  aceptar: string;
  /** Runs the mutation (with MANUAL_ERRORS as its context). */
  ejecutar: (contexto: typeof MANUAL_ERRORS) => Resultado;
  exito: string;
}

/**
 * A member or invitation action asked first: on accept it runs, the server's Spanish message is shown as
 * an error toast, or the success toast and the lists' reload.
 */
export function useAccionEquipo(alTerminar: () => void): (a: Accion) => void {
  const toast = useToast();
  return ({ pregunta, aceptar, ejecutar, exito }) =>
    confirmar({
      mensaje: pregunta,
      aceptar,
      onAceptar: () => {
        void ejecutar(MANUAL_ERRORS).then((r) => {
          const mensaje = mensajeError(r.error);
          if (mensaje) toast.error(mensaje);
          if (r.error) return;
          toast.success(exito);
          alTerminar();
        });
      },
    });
}
