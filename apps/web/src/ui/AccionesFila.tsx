import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { ReactNode } from 'react';

export interface AccionesFilaProps {
  /** How the row is named in the buttons' accessible labels ('Editar {nombre}'). */
  nombre: string;
  eliminada: boolean;
  onActivar: () => void;
  onEditar: () => void;
  /** Omitted when the row cannot be deleted (the default client). */
  onEliminar?: () => void;
  /** Buttons before Editar (e.g. the company's locals). */
  extra?: ReactNode;
}

/** The actions column of the master-data lists: Activar on a deleted row, else Editar and Eliminar. */
export function AccionesFila({
  nombre,
  eliminada,
  onActivar,
  onEditar,
  onEliminar,
  extra,
}: AccionesFilaProps) {
  if (eliminada) {
    return (
      <Button
        type="button"
        label="Activar"
        icon="pi pi-replay"
        size="small"
        outlined
        aria-label={`Activar ${nombre}`}
        onClick={onActivar}
      />
    );
  }
  return (
    <div className="fila-acciones">
      {extra}
      <Button
        type="button"
        icon="pi pi-pencil"
        rounded
        text
        aria-label={`Editar ${nombre}`}
        onClick={onEditar}
      />
      {onEliminar && (
        <Button
          type="button"
          icon="pi pi-trash"
          rounded
          text
          severity="danger"
          aria-label={`Eliminar ${nombre}`}
          onClick={onEliminar}
        />
      )}
    </div>
  );
}

/**
 * The 'Acciones' column of a list (a function, not a component: the table takes its Columns as direct
 * children).
 */
export function columnaAcciones<F>(acciones: (fila: F) => AccionesFilaProps) {
  return (
    <Column header="Acciones" style={{ width: '8rem' }} body={(f: F) => <AccionesFila {...acciones(f)} />} />
  );
}
