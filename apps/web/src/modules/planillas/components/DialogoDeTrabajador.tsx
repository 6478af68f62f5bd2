import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import type { TrabajadorFieldsFragment } from '../../../gql/graphql';
import { mensajeError } from '../../../ui/utils/acciones';
import { nombreCompleto } from '../utils/trabajador-form';

/** A wide modal about one worker ('<título> de <nombre>'), with the error of its list on top. */
export function DialogoDeTrabajador({
  titulo,
  trabajador,
  error,
  cerrar,
  children,
}: {
  titulo: string;
  trabajador: TrabajadorFieldsFragment;
  error: CombinedError | undefined;
  cerrar: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      header={`${titulo} de ${nombreCompleto(trabajador)}`}
      visible
      onHide={cerrar}
      modal
      draggable={false}
      style={{ width: 'min(60rem, 96vw)' }}
    >
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      {children}
    </Dialog>
  );
}
