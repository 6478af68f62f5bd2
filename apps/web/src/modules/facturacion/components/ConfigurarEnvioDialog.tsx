import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { EnvioSunatFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { configurarEnvioSunatMutation } from '../graphql/envio';
import { type ConfiguracionEnvioForm, DESTINOS_ENVIO, problemaConfiguracionEnvio } from '../utils/envio-form';

const BOLETAS = [
  { value: 'individual', label: 'Una por una, al emitirlas' },
  { value: 'resumen', label: 'En el resumen diario' },
];

interface ConfigurarEnvioDialogProps {
  envio: EnvioSunatFieldsFragment;
  visible: boolean;
  onHide: () => void;
  onGuardado: () => void;
}

/**
 * 'Configurar envío': where the company sends (the simulator or SUNAT beta, which are test mode and give no
 * tax value; SUNAT production; an OSE with its URL) and how its boletas go. Choosing a test destination here
 * is the explicit choice the server records; production refuses to send with one nobody chose.
 */
export function ConfigurarEnvioDialog({ envio, visible, onHide, onGuardado }: ConfigurarEnvioDialogProps) {
  return (
    <Dialog
      header="Configurar envío a SUNAT"
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: 'min(36rem, 96vw)' }}
    >
      {visible && <Formulario envio={envio} onHide={onHide} onGuardado={onGuardado} />}
    </Dialog>
  );
}

function Formulario({ envio, onHide, onGuardado }: Omit<ConfigurarEnvioDialogProps, 'visible'>) {
  const toast = useToast();
  const [form, setForm] = useState<ConfiguracionEnvioForm>({
    soap_envio: envio.soap_envio,
    url_ose: envio.url_ose ?? '',
    envio_boletas: envio.envio_boletas,
  });
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, configurar] = useMutation(configurarEnvioSunatMutation);
  const set = <K extends keyof ConfiguracionEnvioForm>(campo: K, valor: ConfiguracionEnvioForm[K]) =>
    setForm((f) => ({ ...f, [campo]: valor }));
  const pruebas = DESTINOS_ENVIO.find((d) => d.value === form.soap_envio)?.pruebas ?? false;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problema = problemaConfiguracionEnvio(form);
    setError(problema);
    if (problema) return;
    const r = await configurar(
      {
        input: {
          soap_envio: form.soap_envio,
          url_ose: form.soap_envio === 'ose' ? form.url_ose.trim() : null,
          envio_boletas: form.envio_boletas,
        },
      },
      MANUAL_ERRORS,
    );
    if (r.error || !r.data) {
      setError(mensajeError(r.error));
      return;
    }
    toast.success('Configuración de envío guardada');
    onGuardado();
    onHide();
  }

  return (
    <form className="form-grid envio-config" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField id="envio-destino" label="Enviar a" className="form-grid__ancho">
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={form.soap_envio}
            options={[...DESTINOS_ENVIO]}
            optionLabel="label"
            optionValue="value"
            onChange={(e) => typeof e.value === 'string' && set('soap_envio', e.value)}
          />
        )}
      </FormField>
      {form.soap_envio === 'ose' && (
        <FormField id="envio-url-ose" label="URL del OSE (billService)" className="form-grid__ancho">
          <TextInput
            value={form.url_ose}
            onChange={(v) => set('url_ose', v)}
            placeholder="https://ose.ejemplo.pe/ol-ti-itcpfegem/billService"
            maxLength={300}
          />
        </FormField>
      )}
      <FormField id="envio-boletas" label="Boletas y sus notas" className="form-grid__ancho">
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={form.envio_boletas}
            options={BOLETAS}
            optionLabel="label"
            optionValue="value"
            onChange={(e) => typeof e.value === 'string' && set('envio_boletas', e.value)}
          />
        )}
      </FormField>
      <Message
        className="w-full form-grid__ancho"
        severity={pruebas ? 'warn' : 'info'}
        text={
          pruebas
            ? 'Modo pruebas: los comprobantes no tienen valor tributario y sus PDF lo dicen. Use el usuario SOL de pruebas MODDATOS si no registró uno.'
            : 'Los comprobantes se envían con el usuario SOL y el certificado de la empresa y tienen valor tributario. Un comprobante ya enviado en modo pruebas no se reenvía aquí.'
        }
      />
      {error && <Message severity="error" text={error} className="w-full form-grid__ancho" />}
      <div className="dialog-actions form-grid__ancho">
        <Button type="button" label="Cancelar" outlined onClick={onHide} />
        <Button type="submit" label="Guardar" icon="pi pi-save" loading={fetching} />
      </div>
    </form>
  );
}
