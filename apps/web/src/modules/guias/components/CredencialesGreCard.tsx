import { useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { FormularioCredencial } from '../../datos-generales/components/FormularioCredencial';
import { useGuardarCredencial } from '../../datos-generales/hooks/use-guardar-credencial';
import { credencialesGreQuery, guardarCredencialesGreMutation } from '../graphql/guias';

/**
 * The company's "Credenciales de API SUNAT" for the guías de remisión (client_id and client_secret);
 * the token also uses the SOL user. The secret is only sent: the server says whether one is kept.
 */
export function CredencialesGreCard({ empresaId }: { empresaId: string }) {
  const [{ data }, refetch] = useQuery({
    query: credencialesGreQuery,
    variables: { empresa_id: empresaId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const { guardar, guardando, errorServidor } = useGuardarCredencial(
    guardarCredencialesGreMutation,
    'Credenciales API GRE guardadas',
  );
  const tieneGre = data ? data.credencialesGre.tiene_gre : null;

  async function onGuardar() {
    const ok = await guardar({
      empresa_id: empresaId,
      client_id: clientId.trim(),
      client_secret: clientSecret,
    });
    if (!ok) return;
    setClientId('');
    setClientSecret('');
    refetch({ requestPolicy: 'network-only' });
  }

  return (
    <FormularioCredencial
      titulo="API GRE (guías de remisión)"
      className="credenciales__gre"
      descripcion="Client ID y client secret de «Credenciales de API SUNAT» con los que se envían las guías de remisión electrónicas."
      registrada={tieneGre}
      etiquetas={{ si: 'Credenciales GRE registradas', no: 'Sin credenciales GRE' }}
      etiquetaGuardar="Guardar credenciales GRE"
      guardando={guardando}
      deshabilitado={!clientId.trim() || !clientSecret}
      errorServidor={errorServidor}
      onGuardar={() => void onGuardar()}
    >
      <FormField id="gre-client-id" label="Client ID">
        <TextInput value={clientId} onChange={setClientId} autoComplete="off" maxLength={100} />
      </FormField>
      <FormField id="gre-client-secret" label={tieneGre ? 'Nuevo client secret' : 'Client secret'}>
        <PasswordField value={clientSecret} onChange={setClientSecret} autoComplete="new-password" />
      </FormField>
    </FormularioCredencial>
  );
}
