import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import type { FormEvent, ReactNode } from 'react';

interface DialogoAccionProps {
  titulo: string;
  /** The accepting button's label ('Anular', 'Emitir'). */
  accion: string;
  icono: string;
  peligrosa?: boolean;
  onCancelar: () => void;
  onAceptar: () => void;
  enCurso: boolean;
  errorServidor: string | null;
  children: ReactNode;
}

/** A small modal form for one action on a document, with Cancelar and the action's own button. */
export function DialogoAccion(p: DialogoAccionProps) {
  function enviar(event: FormEvent) {
    event.preventDefault();
    p.onAceptar();
  }
  return (
    <Dialog
      header={p.titulo}
      visible
      onHide={p.onCancelar}
      modal
      draggable={false}
      style={{ width: 'min(32rem, 96vw)' }}
    >
      <form className="dialog-form" onSubmit={enviar} noValidate>
        {p.children}
        {p.errorServidor && <Message severity="error" text={p.errorServidor} className="w-full" />}
        <div className="dialog-actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={p.onCancelar} />
          <Button
            type="submit"
            label={p.accion}
            icon={p.icono}
            severity={p.peligrosa ? 'danger' : undefined}
            loading={p.enCurso}
          />
        </div>
      </form>
    </Dialog>
  );
}
