import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { resetMutation } from '../graphql/password';
import { useSession } from '../hooks/use-session';
import { MSG } from '../utils/messages';
import { isValidEmail, normalizeEmail } from '../utils/validation';
import { PublicLayout } from './PublicLayout';

type Notice = { severity: 'success' | 'warn' | 'error'; text: string } | null;

/** Step 1 of the password reset: ask for the e-mail, the server mails a link (spec 01 §2, §8). */
export function PasswordResetRequestPage() {
  const { auth } = useSession();
  const { brand } = useBrand('Restablecer contraseña');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice>(null);
  const [{ fetching }, reset] = useMutation(resetMutation);

  if (auth) return <Navigate to="/home" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetching) return;
    setNotice(null);
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) {
      setError(MSG.resetInvalidEmail);
      return;
    }
    setError(undefined);
    const result = await reset({ email: normalized }, PUBLIC_OPERATION);
    if (result.error) {
      setNotice({ severity: 'error', text: errorMessage(result.error) });
      return;
    }
    const answer = result.data?.reset;
    if (!answer) setNotice({ severity: 'error', text: MSG.resetInvalidEmail });
    else if (answer.authentication === 'reset') setNotice({ severity: 'warn', text: MSG.resetNotVerified });
    else setNotice({ severity: 'success', text: MSG.resetSent });
  }

  return (
    <PublicLayout
      brand={brand}
      title="Restablecer contraseña"
      subtitle="Ingrese su email y le enviaremos un enlace para crear una nueva contraseña"
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField id="email" label="Email" error={error}>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            autoFocus
          />
        </FormField>
        {notice && <Message className="auth-form__notice" severity={notice.severity} text={notice.text} />}
        <Button
          type="submit"
          label="Enviar enlace"
          icon="pi pi-send"
          loading={fetching}
          className="auth-form__submit"
        />
        <p className="auth-form__alt">
          <Link to="/login">Volver a Iniciar sesión</Link>
        </p>
      </form>
    </PublicLayout>
  );
}
