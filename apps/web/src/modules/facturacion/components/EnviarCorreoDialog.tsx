import { esEmailValido } from '@kipu/peru/identidad/email';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { useClient, useMutation } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { contactoComprobanteQuery, enviarComprobantePorCorreoMutation } from '../graphql/comprobantes';
import { serieNumero } from '../utils/comprobante-form';
import { nombreTipo } from '../utils/mensajes-cliente';

interface EnviarCorreoDialogProps {
  comprobante: ComprobanteFieldsFragment;
  onHide: () => void;
}

/**
 * 'Enviar por correo': the address, prefilled with the customer's e-mail from the clients master; the
 * server mails the PDF, the XML and the CDR.
 */
export function EnviarCorreoDialog({ comprobante: c, onHide }: EnviarCorreoDialogProps) {
  const client = useClient();
  const toast = useToast();
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: enviando }, enviar] = useMutation(enviarComprobantePorCorreoMutation);
  const nombre = serieNumero(c.serie, c.numero);

  useEffect(() => {
    let vigente = true;
    void client
      .query(contactoComprobanteQuery, { id: c.id }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        const registrado = r.data?.contactoComprobante.correo;
        // What the user started typing meanwhile wins over the master's address.
        if (vigente && registrado) setCorreo((actual) => actual || registrado);
      });
    return () => {
      vigente = false;
    };
  }, [client, c.id]);

  async function confirmar(event: FormEvent) {
    event.preventDefault();
    const para = correo.trim();
    if (!esEmailValido(para)) {
      setError('Ingrese un correo válido');
      return;
    }
    const r = await enviar({ id: c.id, correo: para }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    setError(mensaje);
    if (r.data) {
      toast.success(`${nombre} enviado a ${r.data.enviarComprobantePorCorreo.para}`);
      onHide();
    }
  }

  return (
    <Dialog
      header={`Enviar ${nombreTipo(c.tipo).toLowerCase()} ${nombre} por correo`}
      visible
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: 'min(32rem, 96vw)' }}
    >
      <form className="dialog-form" onSubmit={(e) => void confirmar(e)} noValidate>
        <FormField id={`correo-${c.id}`} label="Correo del cliente" error={error}>
          <TextInput
            type="email"
            inputMode="email"
            value={correo}
            autoFocus
            onChange={(v) => {
              setCorreo(v);
              setError(null);
            }}
          />
        </FormField>
        <small className="page__hint">
          Para {c.cliente_nombre}. Se adjuntan el PDF, el XML y, si SUNAT ya respondió, el CDR.
        </small>
        <div className="dialog-actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
          <Button type="submit" label="Enviar" icon="pi pi-envelope" loading={enviando} />
        </div>
      </form>
    </Dialog>
  );
}
