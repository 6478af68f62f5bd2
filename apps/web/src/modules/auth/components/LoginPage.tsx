import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useClient, useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { sendVerificMutation } from '../graphql/account';
import { loginMutation, passwordPendienteQuery } from '../graphql/session';
import { useCaptchaPublico } from '../hooks/use-captcha-publico';
import { useSession } from '../hooks/use-session';
import { captchaRequired } from '../utils/captcha';
import { MSG } from '../utils/messages';
import { rutaDeRetorno } from '../utils/retorno';
import { storeLoginResult } from '../utils/store-login-result';
import { normalizeEmail } from '../utils/validation';
import { PublicLayout } from './PublicLayout';

interface LoginErrors {
  email?: string;
  password?: string;
}

type Notice = { severity: 'error' | 'warn' | 'success' | 'info'; text: string } | null;

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  // A page that sent here to log in (an invitation link) is where the login goes back to.
  const destino = rutaDeRetorno(useLocation().search) ?? '/modulos';
  const toast = useToast();
  const { brand, captcha: captchaConfig, fetching: loadingConfig } = useBrand('Iniciar sesión');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [{ fetching }, login] = useMutation(loginMutation);
  const [{ fetching: sending }, sendVerific] = useMutation(sendVerificMutation);
  const captcha = useCaptchaPublico(captchaConfig, loadingConfig);
  const client = useClient();
  // While the new session is asked whether its password is temporary, the page does not move on.
  const comprobando = useRef(false);

  if (session.auth && session.company && !comprobando.current) return <Navigate to={destino} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetching) return;
    const nextErrors: LoginErrors = {};
    if (!email.trim()) nextErrors.email = MSG.emailRequired;
    if (!password) nextErrors.password = MSG.passwordRequired;
    setErrors(nextErrors);
    setNotice(null);
    setUnverifiedEmail(null);
    if (nextErrors.email || nextErrors.password) return;

    const answer = captcha.answer;
    if ('error' in answer) {
      setNotice({ severity: 'error', text: answer.error });
      return;
    }
    const normalized = normalizeEmail(email);
    const result = await login({ email: normalized, password, captcha: answer.token }, PUBLIC_OPERATION);
    if (answer.token) captcha.renew();
    if (result.error) {
      // Past the account's failure limit the server asks for the captcha (a new one is being solved).
      const severity = captchaRequired(result.error) ? 'warn' : 'error';
      setNotice({ severity, text: errorMessage(result.error) });
      return;
    }
    const data = result.data?.login;
    if (!data) {
      setNotice({ severity: 'error', text: MSG.badCredentials });
      return;
    }
    if (data.authentication === 'verify') {
      setUnverifiedEmail(normalized);
      return;
    }
    if (data.authentication === 'expired') {
      setNotice({ severity: 'warn', text: MSG.trialExpired });
      return;
    }
    comprobando.current = true;
    if (!storeLoginResult(data)) {
      comprobando.current = false;
      setNotice({ severity: 'error', text: MSG.badCredentials });
      return;
    }
    // A sub-account on its temporary password opens nothing until it sets its own: My Profile first.
    const yo = await client.query(passwordPendienteQuery, {}, { requestPolicy: 'network-only' }).toPromise();
    comprobando.current = false;
    const me = yo.data?.me;
    navigate(me?.debe_cambiar_password ? `/admin/user/${me.user.id}` : destino, { replace: true });
  }

  async function onResend() {
    if (!unverifiedEmail) return;
    const result = await sendVerific({ email: unverifiedEmail }, PUBLIC_OPERATION);
    if (result.error) {
      setNotice({ severity: 'error', text: errorMessage(result.error) });
      return;
    }
    setUnverifiedEmail(null);
    setNotice({ severity: 'success', text: MSG.verificationSent });
    toast.success(MSG.verificationSent);
  }

  return (
    <PublicLayout
      brand={brand}
      title="Iniciar sesión"
      subtitle="Ingrese a su cuenta para continuar"
      withSlider
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <FormField id="email" label="Email" error={errors.email}>
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={setEmail}
            autoFocus
          />
        </FormField>
        <FormField id="password" label="Contraseña" error={errors.password}>
          <PasswordField
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        </FormField>
        <div className="auth-form__row auth-form__row--end">
          <Link to="/password/reset">¿Olvidó su contraseña?</Link>
        </div>
        {captcha.widget}
        {notice && <Message className="auth-form__notice" severity={notice.severity} text={notice.text} />}
        {unverifiedEmail && (
          <div className="verify-notice" role="status">
            <p>{MSG.unverifiedAccount}</p>
            <Button
              type="button"
              label={MSG.resendVerification}
              icon="pi pi-envelope"
              severity="secondary"
              outlined
              loading={sending}
              onClick={onResend}
            />
          </div>
        )}
        <Button
          type="submit"
          label="Ingresar"
          icon="pi pi-sign-in"
          loading={fetching}
          className="auth-form__submit"
        />
        <p className="auth-form__alt">
          ¿No tiene una cuenta? <Link to="/register">Regístrese</Link>
        </p>
        <p className="auth-form__alt auth-form__libro">
          <Link to="/libro">
            <i className="pi pi-book" aria-hidden="true" /> Libro de Reclamaciones
          </Link>
        </p>
      </form>
    </PublicLayout>
  );
}
