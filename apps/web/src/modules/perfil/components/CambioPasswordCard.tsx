import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { useFormulario } from '../../../ui/use-formulario';
import { cambiarMiPasswordMutation } from '../graphql/perfil';
import { type CambioPassword, validarCambioPassword } from '../utils/validacion';

const VACIO: CambioPassword = { actual: '', nueva: '', repetir: '' };

/** Password change: the current one is required; every other session of the user ends with it. */
export function CambioPasswordCard() {
  const { form, set, cambiar, errores, errorServidor, guardar } = useFormulario<CambioPassword>(VACIO);
  const [{ fetching }, cambiarPassword] = useMutation(cambiarMiPasswordMutation);

  async function onGuardar() {
    const ok = await guardar(
      validarCambioPassword,
      (f) => cambiarPassword({ actual: f.actual, nueva: f.nueva }, MANUAL_ERRORS),
      'Contraseña actualizada: se cerraron sus otras sesiones',
    );
    if (ok) cambiar(() => VACIO);
  }

  return (
    <Card title="Contraseña" className="page__card perfil__seccion">
      <p className="page__hint">Al cambiarla se cierran las sesiones abiertas en otros dispositivos.</p>
      <form
        className="perfil__form"
        onSubmit={(event) => {
          event.preventDefault();
          void onGuardar();
        }}
      >
        <FormField id="perfil-password-actual" label="Contraseña actual" error={errores.actual}>
          <PasswordField
            value={form.actual}
            onChange={(v) => set('actual', v)}
            autoComplete="current-password"
          />
        </FormField>
        <FormField id="perfil-password-nueva" label="Nueva contraseña" error={errores.nueva}>
          <PasswordField value={form.nueva} onChange={(v) => set('nueva', v)} autoComplete="new-password" />
        </FormField>
        <FormField id="perfil-password-repetir" label="Repita la nueva contraseña" error={errores.repetir}>
          <PasswordField
            value={form.repetir}
            onChange={(v) => set('repetir', v)}
            autoComplete="new-password"
          />
        </FormField>
        {errorServidor && <Message severity="error" text={errorServidor} />}
        <div className="page__actions">
          <Button type="submit" label="Cambiar contraseña" icon="pi pi-key" loading={fetching} />
        </div>
      </form>
    </Card>
  );
}
