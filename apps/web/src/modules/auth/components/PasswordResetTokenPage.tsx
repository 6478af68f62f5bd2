import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { jwtClaim } from '../../../lib/jwt';
import { useBrand } from '../../../ui/brand/use-brand';
import { TOAST_LIFE } from '../../../ui/toast/toast-service';
import { useToast } from '../../../ui/toast/use-toast';
import { passwordResetMutation } from '../graphql/password';
import { MSG } from '../utils/messages';
import { storeLoginResult } from '../utils/store-login-result';
import { isValidResetPassword } from '../utils/validation';
import { FieldError } from './FieldError';
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
        <div className="field">
          <label htmlFor="email">Email</label>
          <InputText
            id="email"
            name="email"
            type="email"
            value={email}
            readOnly
            invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
          <FieldError id="email-error" message={errors.email} />
        </div>
        <div className="field">
          <label htmlFor="password">Nueva Contraseña</label>
          <Password
            inputId="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            feedback={false}
            toggleMask
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'password-error' : undefined}
            autoFocus
          />
          <FieldError id="password-error" message={errors.password} />
        </div>
        <div className="field">
          <label htmlFor="confirm">Confirmar Contraseña</label>
          <Password
            inputId="confirm"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            feedback={false}
            toggleMask
            invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? 'confirm-error' : undefined}
          />
          <FieldError id="confirm-error" message={errors.confirm} />
        </div>
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
