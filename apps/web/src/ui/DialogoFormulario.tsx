import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { FormEvent, ReactNode } from 'react';

interface DialogoFormularioProps {
  titulo: string;
  visible: boolean;
  onHide: () => void;
  onSubmit: () => void;
  guardando: boolean;
  /** The server's message of the last failed save. */
  errorServidor?: string | null;
  /** CSS width of the dialog. */
  ancho?: string;
  className?: string;
  /** The submit button's label, when the form does more than save ('Registrar asiento'). */
  etiquetaGuardar?: string;
  children: ReactNode;
}

/**
 * A master-data form in a modal: the fields, the server's message and the Cancelar / Guardar footer.
 * The content is mounted only while visible, so each opening starts from its initial values.
 */
export function DialogoFormulario({
  titulo,
  visible,
  onHide,
  onSubmit,
  guardando,
  errorServidor,
  ancho = '40rem',
  className,
  etiquetaGuardar = 'Guardar',
  children,
}: DialogoFormularioProps) {
  function enviar(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog
      header={titulo}
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      className={className}
      style={{ width: `min(${ancho}, 96vw)` }}
    >
      {visible && (
        <form className="dialog-form" onSubmit={enviar} noValidate>
          {children}
          {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
          <div className="dialog-actions">
            <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
            <Button type="submit" label={etiquetaGuardar} icon="pi pi-save" loading={guardando} />
          </div>
        </form>
      )}
    </Dialog>
  );
}
