import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { DocumentoInternoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { anularDocumentoInternoMutation } from '../graphql/internos';
import { serieNumero } from '../utils/comprobante-form';
import { DialogoAccion } from './DialogoAccion';

interface AnularDocumentoDialogProps {
  documento: DocumentoInternoFieldsFragment;
  /** true when the document was voided. */
  onHide: (anulado: boolean) => void;
}

/** Voids a document with the reason kept on it; it keeps its number. */
export function AnularDocumentoDialog({ documento: d, onHide }: AnularDocumentoDialogProps) {
  const toast = useToast();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching }, anular] = useMutation(anularDocumentoInternoMutation);
  const nombre = serieNumero(d.serie, d.numero);

  async function enviar() {
    if (motivo.trim().length < 3) {
      setError('Indique el motivo de la anulación');
      return;
    }
    const r = await anular({ id: d.id, motivo: motivo.trim() }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    setErrorServidor(mensaje);
    if (!r.data) return;
    toast.success(`${nombre} anulado`);
    onHide(true);
  }

  return (
    <DialogoAccion
      titulo={`Anular ${nombre}`}
      accion="Anular"
      icono="pi pi-ban"
      peligrosa
      onCancelar={() => onHide(false)}
      onAceptar={() => void enviar()}
      enCurso={fetching}
      errorServidor={errorServidor}
    >
      <FormField id="anular-motivo" label="Motivo de la anulación" error={error}>
        {(control) => (
          <InputTextarea
            id={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={control.invalid}
            value={motivo}
            maxLength={200}
            rows={3}
            autoFocus
            onChange={(e) => {
              setMotivo(e.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
    </DialogoAccion>
  );
}
