import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { jwtClaim } from '../../../lib/jwt';
import { useBrand } from '../../../ui/brand/use-brand';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { TOAST_LIFE } from '../../../ui/toast/toast-service';
import { useToast } from '../../../ui/toast/use-toast';
import { passwordResetMutation } from '../graphql/password';
import { MSG } from '../utils/messages';
import { storeLoginResult } from '../utils/store-login-result';
import { isValidResetPassword } from '../utils/validation';
import { PublicLayout } from './PublicLayout';

type ResetErrors = Partial<Record<'email' | 'password' | 'confirm', string>>;

/** Step 2 of the password reset: the e-mail comes from the mailed token; choose the new password. */
export function PasswordResetTokenPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { brand } = useBrand('Nueva contraseña');
  const email = jwtClaim(token, 'email') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [{ fetching }, passwordReset] = useMutation(passwordResetMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetching) return;
    setNotice(null);
    const nextErrors: ResetErrors = {};
    if (!email) nextErrors.email = MSG.resetEmailRequired;
    else if (!isValidResetPassword(password)) nextErrors.password = MSG.resetPasswordLength;
    else if (password !== confirm) {
      nextErrors.confirm = MSG.resetPasswordsDiffer;
      setPassword('');
      setConfirm('');
    }
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0) return;

    const result = await passwordReset({ email, password, token }, PUBLIC_OPERATION);
    if (result.error) {
      setNotice(errorMessage(result.error));
      return;
    }
    const data = result.data?.passwordReset;
    if (!data || !storeLoginResult(data)) {
      setNotice(MSG.tokenInvalid);
      return;
    }
    toast.success(MSG.passwordUpdated);
    toast.info(MSG.chooseCompany, TOAST_LIFE.long);
    navigate('/modulos', { replace: true });
  }

  return (
    <PublicLayout brand={brand} title="Nueva contraseña" subtitle="Ingrese y confirme su nueva contraseña">
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField id="email" label="Email" error={errors.email}>
          <TextInput name="email" type="email" value={email} onChange={() => undefined} readOnly />
        </FormField>
        <FormField id="password" label="Nueva Contraseña" error={errors.password}>
          <PasswordField
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            autoFocus
          />
        </FormField>
        <FormField id="confirm" label="Confirmar Contraseña" error={errors.confirm}>
          <PasswordField name="confirm" autoComplete="new-password" value={confirm} onChange={setConfirm} />
        </FormField>
        {notice && <Message className="auth-form__notice" severity="error" text={notice} />}
        <Button
          type="submit"
          label="Cambiar contraseña"
          icon="pi pi-key"
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
