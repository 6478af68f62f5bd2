import { useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { guardarCredencialesSireMutation } from '../graphql/sire';

/**
 * The SIRE API application SUNAT gave the company (client_id and client_secret of "Credenciales API
 * SUNAT"); the token also uses the company's SOL user, kept with the company.
 */
export function CredencialesSireDialog({
  visible,
  onHide,
  onGuardado,
}: {
  visible: boolean;
  onHide: () => void;
  onGuardado: () => void;
}) {
  const toast = useToast();
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [{ fetching, error }, guardar] = useMutation(guardarCredencialesSireMutation);

  async function enviar() {
    const r = await guardar({ client_id: clientId.trim(), client_secret: clientSecret }, MANUAL_ERRORS);
    if (r.error) return;
    toast.success('Credenciales SIRE guardadas');
    setClientSecret('');
    onGuardado();
  }

  return (
    <DialogoFormulario
      titulo="Credenciales API SIRE"
      visible={visible}
      onHide={onHide}
      onSubmit={() => void enviar()}
      guardando={fetching}
      errorServidor={mensajeError(error)}
      ancho="32rem"
    >
      <FormField id="sire-client-id" label="Client ID">
        <TextInput value={clientId} onChange={setClientId} />
      </FormField>
      <FormField id="sire-client-secret" label="Client secret">
        <PasswordField value={clientSecret} onChange={setClientSecret} autoComplete="new-password" />
      </FormField>
    </DialogoFormulario>
  );
}
