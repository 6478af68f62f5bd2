import { useMutation } from 'urql';
import type { DocumentoInternoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { anularDocumentoInternoMutation } from '../graphql/internos';
import { serieNumero } from '../utils/comprobante-form';
import { DialogoMotivo } from './DialogoMotivo';

interface AnularDocumentoDialogProps {
  documento: DocumentoInternoFieldsFragment;
  /** true when the document was voided. */
  onHide: (anulado: boolean) => void;
}

/** Voids a document with the reason kept on it; it keeps its number. */
export function AnularDocumentoDialog({ documento: d, onHide }: AnularDocumentoDialogProps) {
  const toast = useToast();
  const [{ fetching }, anular] = useMutation(anularDocumentoInternoMutation);
  const nombre = serieNumero(d.serie, d.numero);

  async function enviar(motivo: string) {
    const r = await anular({ id: d.id, motivo }, MANUAL_ERRORS);
    if (!r.data) return { ok: false, error: r.error };
    toast.success(`${nombre} anulado`);
    onHide(true);
    return { ok: true };
  }

  return (
    <DialogoMotivo
      titulo={`Anular ${nombre}`}
      accion="Anular"
      etiqueta="Motivo de la anulación"
      faltaMotivo="Indique el motivo de la anulación"
      maximo={200}
      enviar={enviar}
      onCancelar={() => onHide(false)}
      enCurso={fetching}
    />
  );
}
