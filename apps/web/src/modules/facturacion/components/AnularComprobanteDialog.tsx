import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { AnularComprobanteMutation } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { anularComprobanteMutation } from '../graphql/envio';
import { serieNumero } from '../utils/comprobante-form';
import { problemaMotivo } from '../utils/envio-form';

export interface AnularComprobanteDialogProps {
  /** The document to void (any row of the lists has these). */
  comprobante: { id: string; tipo: string; serie: string; numero: number };
  onHide: () => void;
  /** After SUNAT was asked: the document as answered (still its state; `motivo_baja` set). */
  onAnulado?: (c: AnularComprobanteMutation['anularComprobante']) => void;
}

/**
 * Asks SUNAT to void an accepted document with a reason: a factura or its note goes in a comunicación
 * de baja, a boleta or its note in a resumen diario. The server checks SUNAT's 7 days and the state;
 * the document shows 'anulado' once SUNAT accepts (see Resúmenes). Mounted only while open.
 */
export function AnularComprobanteDialog({ comprobante, onHide, onAnulado }: AnularComprobanteDialogProps) {
  const toast = useToast();
  const [motivo, setMotivo] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching }, anular] = useMutation(anularComprobanteMutation);
  const numero = serieNumero(comprobante.serie, comprobante.numero);
  const problema = problemaMotivo(motivo);
  const canal =
    comprobante.serie.startsWith('B') || comprobante.tipo === '03'
      ? 'resumen diario'
      : 'comunicación de baja';

  async function confirmar(event: FormEvent) {
    event.preventDefault();
    setIntentado(true);
    if (problema) return;
    const r = await anular({ id: comprobante.id, motivo: motivo.trim() }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    setErrorServidor(error);
    const c = r.data?.anularComprobante;
    if (!c) return;
    toast.success(`Baja de ${numero} enviada a SUNAT (${canal})`);
    onAnulado?.(c);
    onHide();
  }

  return (
    <Dialog
      header={`Anular ${numero}`}
      visible
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: 'min(32rem, 96vw)' }}
    >
      <form className="dialog-form" onSubmit={(e) => void confirmar(e)} noValidate>
        <p className="page__hint">
          Se pedirá a SUNAT la baja por {canal}. El comprobante quedará anulado cuando SUNAT la acepte.
        </p>
        <FormField id="anular-motivo" label="Motivo de la baja" error={intentado ? problema : null}>
          <TextInput value={motivo} onChange={setMotivo} maxLength={100} autoFocus />
        </FormField>
        {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
        <div className="dialog-actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
          <Button type="submit" label="Anular" icon="pi pi-ban" severity="danger" loading={fetching} />
        </div>
      </form>
    </Dialog>
  );
}
