import type { CombinedError, OperationContext } from 'urql';
import { MANUAL_ERRORS } from '../lib/error-exchange';
import { useToast } from './toast/use-toast';
import { confirmar, mensajeError } from './utils/acciones';

type Ejecutar = (
  variables: { id: string },
  context?: Partial<OperationContext>,
) => Promise<{ error?: CombinedError | undefined }>;

interface Vigencia<T> {
  /** Asks '¿Eliminar …?' and deletes (soft) on accept. */
  eliminar: (fila: T) => void;
  activar: (fila: T) => Promise<void>;
}

interface OpcionesVigencia<T> {
  /** urql executors of the delete and re-activate mutations (both take the id). */
  ejecutarEliminar: Ejecutar;
  ejecutarActivar: Ejecutar;
  /** 'la categoría 01 ABARROTES': used in the question. */
  nombre: (fila: T) => string;
  /** Toasts after success ('Categoría eliminada'). */
  eliminada: string;
  activada: string;
  /** Reloads the list. */
  alTerminar: () => void;
}

/**
 * Delete with confirmation and re-activation of a list row, with the server's message as an error
 * toast and a success toast; the list reloads after either.
 */
export function useVigencia<T extends { id: string }>(o: OpcionesVigencia<T>): Vigencia<T> {
  const toast = useToast();

  async function correr(ejecutar: Ejecutar, id: string, exito: string) {
    const r = await ejecutar({ id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    toast.success(exito);
    o.alTerminar();
  }

  return {
    eliminar: (fila) =>
      confirmar({
        mensaje: `¿Eliminar ${o.nombre(fila)}?`,
        onAceptar: () => void correr(o.ejecutarEliminar, fila.id, o.eliminada),
      }),
    activar: (fila) => correr(o.ejecutarActivar, fila.id, o.activada),
  };
}
