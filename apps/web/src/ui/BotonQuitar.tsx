import { Button } from 'primereact/button';

/** The trash button at the end of an editable row. */
export function BotonQuitar({ etiqueta, onClick }: { etiqueta: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      icon="pi pi-trash"
      size="small"
      text
      severity="danger"
      aria-label={etiqueta}
      onClick={onClick}
    />
  );
}
