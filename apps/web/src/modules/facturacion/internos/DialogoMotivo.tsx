import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { FormField } from '../../../ui/FormField';
import { mensajeError } from '../../../ui/utils/acciones';
import { DialogoAccion } from './DialogoAccion';

interface DialogoMotivoProps {
  titulo: string;
  /** The accepting button's label ('Anular', 'Dar de baja'). */
  accion: string;
  /** The reason field's label and what an empty one is told. */
  etiqueta: string;
  faltaMotivo: string;
  maximo: number;
  /** What the user should know before accepting. */
  aviso?: string;
  /** Sends the reason; true when the server took it (the dialog then closes). */
  enviar: (motivo: string) => Promise<{ ok: boolean; error?: CombinedError | undefined }>;
  onCancelar: () => void;
  enCurso: boolean;
}

/** An action on a document that needs a reason (voiding, a guide's baja): the server's refusal stays shown. */
export function DialogoMotivo(p: DialogoMotivoProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);

  async function aceptar() {
    if (motivo.trim().length < 3) {
      setError(p.faltaMotivo);
      return;
    }
    const r = await p.enviar(motivo.trim());
    if (!r.ok) setErrorServidor(mensajeError(r.error));
  }

  return (
    <DialogoAccion
      titulo={p.titulo}
      accion={p.accion}
      icono="pi pi-ban"
      peligrosa
      onCancelar={p.onCancelar}
      onAceptar={() => void aceptar()}
      enCurso={p.enCurso}
      errorServidor={errorServidor}
    >
      {p.aviso && <p>{p.aviso}</p>}
      <FormField id="dialogo-motivo" label={p.etiqueta} error={error}>
        {(control) => (
          <InputTextarea
            id={control.id}
            aria-describedby={control['aria-describedby']}
            invalid={control.invalid}
            value={motivo}
            maxLength={p.maximo}
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
