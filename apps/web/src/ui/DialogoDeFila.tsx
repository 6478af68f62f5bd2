import { Fragment, type ReactNode } from 'react';
import type { DialogoFila } from './PaginaMaestro';

interface DialogoDeFilaProps<F extends { id: string }> {
  /** The row being edited (null: a new one), or null when no dialog is open. */
  abierto: { fila: F | null } | null;
  cerrar: () => void;
  /** After a save: the dialog closes and the list reloads. */
  actualizar: () => void;
  dialogo: (d: DialogoFila<F>) => ReactNode;
}

/** The form dialog of a list's row, mounted while open. */
export function DialogoDeFila<F extends { id: string }>({
  abierto,
  cerrar,
  actualizar,
  dialogo,
}: DialogoDeFilaProps<F>) {
  if (!abierto) return null;
  return (
    // A dialog opened on another row starts from that row's values.
    <Fragment key={abierto.fila?.id ?? 'nueva'}>
      {dialogo({
        fila: abierto.fila,
        cerrar,
        guardada: () => {
          cerrar();
          actualizar();
        },
      })}
    </Fragment>
  );
}
