import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { useFormulario } from '../../../ui/use-formulario';
import { solicitarCambioEmailMutation } from '../graphql/perfil';
import { type CambioCorreo, validarCambioCorreo } from '../utils/validacion';

const VACIO: CambioCorreo = { email: '', password: '' };

/** E-mail change: a link goes to the new address; the current one stays until it is confirmed. */
export function CambioCorreoCard({ email }: { email: string }) {
  const { form, set, cambiar, errores, errorServidor, guardar } = useFormulario<CambioCorreo>(VACIO);
  const [enviadoA, setEnviadoA] = useState<string | null>(null);
  const [{ fetching }, solicitar] = useMutation(solicitarCambioEmailMutation);

  async function onSolicitar() {
    setEnviadoA(null);
    let destino: string | null = null;
    const ok = await guardar(
      (f) => validarCambioCorreo(f, email),
      async (f) => {
        const r = await solicitar({ email: f.email, password: f.password }, MANUAL_ERRORS);
        destino = r.data?.solicitarCambioEmail.email ?? null;
        return r;
      },
    );
    if (ok) {
      setEnviadoA(destino);
      cambiar(() => VACIO);
    }
  }

  return (
    <Card title="Correo" className="page__card perfil__seccion">
      <p className="page__hint">
        Correo actual: <strong>{email}</strong>. Le enviaremos un enlace al nuevo correo; el cambio se aplica
        al abrirlo.
      </p>
      <form
        className="perfil__form"
        onSubmit={(event) => {
          event.preventDefault();
          void onSolicitar();
        }}
      >
        <FormField id="perfil-email-nuevo" label="Nuevo correo" error={errores.email}>
          <TextInput
            value={form.email}
            onChange={(v) => set('email', v)}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        </FormField>
        <FormField id="perfil-email-password" label="Contraseña actual" error={errores.password}>
          <PasswordField
            value={form.password}
            onChange={(v) => set('password', v)}
            autoComplete="current-password"
          />
        </FormField>
        {errorServidor && <Message severity="error" text={errorServidor} />}
        {enviadoA && (
          <Message
            severity="success"
            text={`Le enviamos un enlace a ${enviadoA}. Ábralo para confirmar el cambio (vence en 24 horas).`}
          />
        )}
        <div className="page__actions">
          <Button type="submit" label="Cambiar correo" icon="pi pi-envelope" loading={fetching} />
        </div>
      </form>
    </Card>
  );
}
