import { confirmDialog } from 'primereact/confirmdialog';
import type { CombinedError } from 'urql';
import { errorMessage, isSessionError } from '../../lib/graphql-errors';

/** The server's message of a failed operation, or null when the session exchanges already handle it. */
export function mensajeError(error: CombinedError | undefined): string | null {
  if (!error || isSessionError(error)) return null;
  return errorMessage(error);
}

interface Confirmacion {
  /** The question ('¿Eliminar el cliente …?'). */
  mensaje: string;
  /** Label of the accepting button (default 'Eliminar'). */
  aceptar?: string;
  onAceptar: () => void;
}

/** Asks before a delete (PrimeReact ConfirmDialog, mounted once by the /app area). */
export function confirmar({ mensaje, aceptar = 'Eliminar', onAceptar }: Confirmacion): void {
  confirmDialog({
    header: 'Confirmar',
    message: mensaje,
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: aceptar,
    rejectLabel: 'Cancelar',
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept: onAceptar,
  });
}
