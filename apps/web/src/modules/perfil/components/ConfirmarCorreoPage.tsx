import { Message } from 'primereact/message';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage, hasErrorCode } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { PublicLayout } from '../../auth/components/PublicLayout';
import { confirmarCambioEmailMutation } from '../graphql/perfil';

type Estado =
  | { kind: 'confirmando' }
  | { kind: 'confirmado'; email: string }
  | { kind: 'error'; mensaje: string };

/** /account/email/:token: confirms the e-mail change from the link mailed to the new address. */
export function ConfirmarCorreoPage() {
  const { token = '' } = useParams();
  const { brand } = useBrand('Confirmación de correo');
  const [estado, setEstado] = useState<Estado>({ kind: 'confirmando' });
  const [, confirmar] = useMutation(confirmarCambioEmailMutation);
  const enviado = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: the link is single-use (React's strict mode runs effects twice in development).
    if (enviado.current === token) return;
    enviado.current = token;
    confirmar({ token }, PUBLIC_OPERATION).then((r) => {
      const email = r.data?.confirmarCambioEmail?.email;
      if (email) setEstado({ kind: 'confirmado', email });
      else
        setEstado({
          kind: 'error',
          mensaje:
            r.error && hasErrorCode(r.error, 'TOKEN_EXPIRED')
              ? 'El enlace venció: solicite el cambio de correo nuevamente desde Mi perfil'
              : r.error
                ? errorMessage(r.error)
                : 'El enlace no es válido o ya fue usado',
        });
    });
  }, [token, confirmar]);

  return (
    <PublicLayout brand={brand} title="Confirmación de correo">
      <div className="verify-state">
        {estado.kind === 'confirmando' && (
          <p className="verify-state__checking" role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Confirmando su nuevo correo...
          </p>
        )}
        {estado.kind === 'confirmado' && (
          <Message
            severity="success"
            text={`Su correo de acceso ahora es ${estado.email}. Úselo para iniciar sesión.`}
          />
        )}
        {estado.kind === 'error' && <Message severity="error" text={estado.mensaje} />}
        <p className="auth-form__alt">
          <Link to="/login">Ir a Iniciar sesión</Link>
        </p>
      </div>
    </PublicLayout>
  );
}
