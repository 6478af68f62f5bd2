import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

interface DialogoPosProps {
  titulo: string;
  /** Width on a large screen; a phone gets nearly all of its own. */
  ancho: string;
  cerrar: () => void;
  pie?: ReactNode;
  children: ReactNode;
}

/** A modal of the service screens: fixed in place and as wide as a phone allows. */
export function DialogoPos({ titulo, ancho, cerrar, pie, children }: DialogoPosProps) {
  return (
    <Dialog
      header={titulo}
      visible
      onHide={cerrar}
      modal
      draggable={false}
      footer={pie}
      style={{ width: `min(${ancho}, 96vw)` }}
    >
      {children}
    </Dialog>
  );
}
