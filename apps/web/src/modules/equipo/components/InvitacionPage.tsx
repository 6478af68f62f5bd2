import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { InvitacionQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS, PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { PublicLayout } from '../../auth/components/PublicLayout';
import { meQuery } from '../../auth/graphql/session';
import { useLogout } from '../../auth/hooks/use-logout';
import { useSession } from '../../auth/hooks/use-session';
import { MSG } from '../../auth/utils/messages';
import { loginConRetorno } from '../../auth/utils/retorno';
import { storeLoginResult } from '../../auth/utils/store-login-result';
import { isValidRegisterPassword } from '../../auth/utils/validation';
import {
  aceptarInvitacionMutation,
  invitacionQuery,
  registrarConInvitacionMutation,
} from '../graphql/equipo';
import '../equipo.css';

type Invitacion = InvitacionQuery['invitacion'];
type ErroresCuenta = Partial<Record<'nombres' | 'password' | 'confirm', string>>;

/** What is known of the invitation: its data, or the server's message (used, withdrawn, expired). */
function InvitacionResumen({ invitacion }: { invitacion: Invitacion }) {
  return (
    <dl className="invitacion__datos">
      <dt>Empresa</dt>
      <dd>{invitacion.empresa}</dd>
      <dt>Rol</dt>
      <dd>{invitacion.rol}</dd>
      <dt>Invita</dt>
      <dd>{invitacion.invitante}</dd>
      <dt>Correo</dt>
      <dd>{invitacion.email}</dd>
    </dl>
  );
}

/** Someone without an account creates it from the link (the mail proved the address) and is logged in. */
function CrearCuenta({ token }: { token: string }) {
  const navigate = useNavigate();
  const [nombres, setNombres] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errores, setErrores] = useState<ErroresCuenta>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [{ fetching }, registrar] = useMutation(registrarConInvitacionMutation);

  async function enviar(event: FormEvent) {
    event.preventDefault();
    if (fetching) return;
    const nuevos: ErroresCuenta = {};
    if (!nombres.trim()) nuevos.nombres = MSG.nombreRequired;
    if (!isValidRegisterPassword(password)) nuevos.password = MSG.passwordLength;
    if (confirm !== password) nuevos.confirm = MSG.passwordsDiffer;
    setErrores(nuevos);
    setAviso(null);
    if (Object.keys(nuevos).length > 0) return;
    const r = await registrar({ token, nombres: nombres.trim(), password }, PUBLIC_OPERATION);
    if (r.error) {
      setAviso(errorMessage(r.error));
      return;
    }
    const sesion = r.data?.registrarConInvitacion;
    if (!sesion || !storeLoginResult(sesion)) {
      setAviso(MSG.badCredentials);
      return;
    }
    navigate('/modulos', { replace: true });
  }

  return (
    <form className="auth-form" onSubmit={enviar} noValidate>
      <p>Cree su cuenta para empezar a trabajar en la empresa.</p>
      <FormField id="invitacion-nombres" label="Nombres" error={errores.nombres}>
        <TextInput value={nombres} onChange={setNombres} autoComplete="name" maxLength={120} autoFocus />
      </FormField>
      <FormField id="invitacion-password" label="Contraseña" error={errores.password}>
        <PasswordField name="password" autoComplete="new-password" value={password} onChange={setPassword} />
      </FormField>
      <FormField id="invitacion-confirm" label="Repita la contraseña" error={errores.confirm}>
        <PasswordField name="confirm" autoComplete="new-password" value={confirm} onChange={setConfirm} />
      </FormField>
      {aviso && <Message className="auth-form__notice" severity="error" text={aviso} />}
      <Button
        type="submit"
        label="Crear cuenta y entrar"
        icon="pi pi-user-plus"
        loading={fetching}
        className="auth-form__submit"
      />
    </form>
  );
}

/**
 * Someone with an account: logged in with the invited address, accepts; otherwise logs in (and comes
 * back here) first.
 */
function AceptarConCuenta({ token, invitacion }: { token: string; invitacion: Invitacion }) {
  const navigate = useNavigate();
  const toast = useToast();
  const aqui = useLocation().pathname;
  const session = useSession();
  const { logout, loggingOut } = useLogout();
  const [me] = useQuery({ query: meQuery, pause: !session.auth, context: MANUAL_ERRORS });
  const [{ fetching }, aceptar] = useMutation(aceptarInvitacionMutation);
  const [aviso, setAviso] = useState<string | null>(null);
  const email = session.auth ? me.data?.me.user.email : undefined;

  async function onAceptar() {
    setAviso(null);
    const r = await aceptar({ token }, MANUAL_ERRORS);
    if (r.error) {
      setAviso(errorMessage(r.error));
      return;
    }
    toast.success(`Ya trabaja en ${invitacion.empresa}: elíjala para empezar`);
    navigate('/modulos', { replace: true });
  }

  if (session.auth && me.fetching) return <p role="status">Verificando su sesión...</p>;
  if (email === invitacion.email)
    return (
      <div className="auth-form">
        <p>
          Inició sesión como <strong>{email}</strong>.
        </p>
        {aviso && <Message className="auth-form__notice" severity="error" text={aviso} />}
        <Button
          type="button"
          label="Aceptar"
          icon="pi pi-check"
          loading={fetching}
          className="auth-form__submit"
          onClick={() => void onAceptar()}
        />
      </div>
    );
  return (
    <div className="auth-form">
      <p>
        Ya tiene una cuenta con {invitacion.email}: inicie sesión con ella para aceptar la invitación.
        {email && ` Ahora está conectado como ${email}.`}
      </p>
      <Button
        type="button"
        label="Iniciar sesión"
        icon="pi pi-sign-in"
        loading={loggingOut}
        className="auth-form__submit"
        onClick={() => {
          // Another account's session would send /login straight on: it ends first.
          const ir = () => navigate(loginConRetorno(aqui));
          if (session.auth) void logout().then(ir);
          else ir();
        }}
      />
    </div>
  );
}

/** /invitacion/:token — the link of an invitation to work in a company. */
export function InvitacionPage() {
  const { token = '' } = useParams();
  const { brand } = useBrand('Invitación');
  const [{ data, fetching, error }] = useQuery({
    query: invitacionQuery,
    variables: { token },
    context: PUBLIC_OPERATION,
  });
  const invitacion = data?.invitacion;
  return (
    <PublicLayout brand={brand} title="Invitación a una empresa">
      {fetching && (
        <p role="status">
          <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Verificando la invitación...
        </p>
      )}
      {error && <Message severity="error" text={errorMessage(error)} className="w-full" />}
      {invitacion && (
        <>
          <p className="auth-card__subtitle">
            {invitacion.invitante} le invita a trabajar en {invitacion.empresa} como {invitacion.rol}.
          </p>
          <InvitacionResumen invitacion={invitacion} />
          {invitacion.cuenta_existente ? (
            <AceptarConCuenta token={token} invitacion={invitacion} />
          ) : (
            <CrearCuenta token={token} />
          )}
        </>
      )}
    </PublicLayout>
  );
}
