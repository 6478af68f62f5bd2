import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage, hasErrorCode } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { useToast } from '../../../ui/toast/use-toast';
import { emailConfirmationMutation, verifyMutation } from '../graphql/account';
import { MSG } from '../utils/messages';
import { storeLoginResult } from '../utils/store-login-result';
import { PublicLayout } from './PublicLayout';

type VerifyState =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string };

type ResendNotice = { severity: 'success' | 'error'; text: string } | null;

/** Confirms the account from the mailed link on load (spec 01 §2): logs in and goes to /modulos. */
export function AccountVerifyPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { brand } = useBrand('Confirmación de cuenta');
  const [state, setState] = useState<VerifyState>({ kind: 'checking' });
  const [resendNotice, setResendNotice] = useState<ResendNotice>(null);
  const [, confirmEmail] = useMutation(emailConfirmationMutation);
  const [{ fetching: resending }, verify] = useMutation(verifyMutation);
  const confirmedToken = useRef<string | null>(null);

  useEffect(() => {
    // Once per token (React's strict mode runs effects twice in development).
    if (confirmedToken.current === token) return;
    confirmedToken.current = token;
    confirmEmail({ token }, PUBLIC_OPERATION).then((result) => {
      if (result.error) {
        setState(
          hasErrorCode(result.error, 'TOKEN_EXPIRED')
            ? { kind: 'expired' }
            : { kind: 'failed', message: errorMessage(result.error) },
        );
        return;
      }
      const data = result.data?.emailConfirmation;
      if (!data || !storeLoginResult(data)) {
        setState({ kind: 'invalid' });
        return;
      }
      navigate('/modulos', { replace: true });
    });
  }, [token, confirmEmail, navigate]);

  async function onResend() {
    setResendNotice(null);
    const result = await verify({ token }, PUBLIC_OPERATION);
    if (result.error) {
      setResendNotice({ severity: 'error', text: errorMessage(result.error) });
      return;
    }
    if (!result.data?.verify) {
      setResendNotice({ severity: 'error', text: MSG.resetInvalidEmail });
      return;
    }
    setResendNotice({ severity: 'success', text: MSG.verificationSent });
    toast.success(MSG.verificationSent);
  }

  return (
    <PublicLayout brand={brand} title="Confirmación de cuenta">
      <div className="verify-state">
        {state.kind === 'checking' && (
          <p className="verify-state__checking" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Verificando su cuenta...
          </p>
        )}
        {state.kind === 'invalid' && <Message severity="error" text={MSG.tokenInvalid} />}
        {state.kind === 'failed' && <Message severity="error" text={state.message} />}
        {state.kind === 'expired' && (
          <>
            <h2 className="verify-state__title">{MSG.tokenExpiredTitle}</h2>
            <Message severity="warn" text={MSG.tokenExpired} />
            {resendNotice && <Message severity={resendNotice.severity} text={resendNotice.text} />}
            <Button
              type="button"
              label={MSG.resendVerification}
              icon="pi pi-envelope"
              loading={resending}
              onClick={onResend}
              className="auth-form__submit"
            />
          </>
        )}
        <p className="auth-form__alt">
          <Link to="/login">Volver a Iniciar sesión</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
