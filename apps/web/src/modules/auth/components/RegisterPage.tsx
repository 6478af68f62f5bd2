import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { createUserMutation } from '../graphql/account';
import { MSG } from '../utils/messages';
import { isValidEmail, isValidPhone, isValidRegisterPassword, normalizeEmail } from '../utils/validation';
import { FieldError } from './FieldError';
import { PublicLayout } from './PublicLayout';

interface RegisterForm {
  nombres: string;
  email: string;
  telefono: string;
  password: string;
  confirm: string;
  contactar: boolean;
}

type RegisterErrors = Partial<Record<'nombres' | 'email' | 'telefono' | 'password' | 'confirm', string>>;

const EMPTY_FORM: RegisterForm = {
  nombres: '',
  email: '',
  telefono: '',
  password: '',
  confirm: '',
  contactar: false,
};

/** Validation of spec 01 §5 (registration). */
function validate(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  const email = normalizeEmail(form.email);
  if (!form.nombres.trim()) errors.nombres = MSG.nombreRequired;
  if (!isValidEmail(email)) errors.email = MSG.emailInvalid(form.email.trim());
  if (form.contactar && !isValidPhone(form.telefono)) errors.telefono = MSG.telefonoInvalid;
  if (!isValidRegisterPassword(form.password)) errors.password = MSG.passwordLength;
  if (form.confirm !== form.password) errors.confirm = MSG.passwordsDiffer;
  return errors;
}

export function RegisterPage() {
  const { brand } = useBrand('Crear cuenta');
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [notice, setNotice] = useState<{ severity: 'error' | 'warn'; text: string } | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [{ fetching }, createUser] = useMutation(createUserMutation);

  function set<K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetching) return;
    const nextErrors = validate(form);
    setErrors(nextErrors);
    setNotice(null);
    if (Object.keys(nextErrors).length > 0) return;

    const email = normalizeEmail(form.email);
    const telefono = form.telefono.trim();
    const result = await createUser(
      {
        input: {
          nombres: form.nombres.trim(),
          email,
          telefono: telefono || null,
          password: form.password,
          contactar: form.contactar,
        },
      },
      PUBLIC_OPERATION,
    );
    if (result.error) {
      setNotice({ severity: 'warn', text: errorMessage(result.error) });
      return;
    }
    const created = result.data?.createUser;
    if (!created) {
      setNotice({ severity: 'error', text: MSG.emailInUse });
      return;
    }
    if (created.id === '123') {
      setNotice({ severity: 'error', text: MSG.temporaryEmail });
      return;
    }
    setRegisteredEmail(email);
    setForm(EMPTY_FORM);
  }

  if (registeredEmail) {
    return (
      <PublicLayout brand={brand} title="Confirme su cuenta">
        <div className="success-panel" role="status">
          <i className="pi pi-envelope success-panel__icon" aria-hidden="true" />
          <p>{MSG.registered(registeredEmail)}</p>
        </div>
        <Link to="/login" className="p-button p-component auth-form__submit link-button">
          Ir a Iniciar sesión
        </Link>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout
      brand={brand}
      title="Crear cuenta"
      subtitle="Regístrese gratis y confirme su correo para ingresar"
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="nombres">Nombres</label>
          <InputText
            id="nombres"
            name="nombres"
            autoComplete="name"
            value={form.nombres}
            onChange={(e) => set('nombres', e.target.value)}
            invalid={Boolean(errors.nombres)}
            aria-describedby={errors.nombres ? 'nombres-error' : undefined}
            autoFocus
          />
          <FieldError id="nombres-error" message={errors.nombres} />
        </div>
        <div className="field">
          <label htmlFor="email">Email</label>
          <InputText
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'email-error' : undefined}
          />
          <FieldError id="email-error" message={errors.email} />
        </div>
        <div className="field">
          <label htmlFor="telefono">Teléfono de Contacto</label>
          <InputText
            id="telefono"
            name="telefono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.telefono}
            onChange={(e) => set('telefono', e.target.value)}
            invalid={Boolean(errors.telefono)}
            aria-describedby={errors.telefono ? 'telefono-error' : undefined}
          />
          <FieldError id="telefono-error" message={errors.telefono} />
        </div>
        <div className="field">
          <label htmlFor="password">Contraseña</label>
          <Password
            inputId="password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            feedback={false}
            toggleMask
            invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
          <FieldError id="password-error" message={errors.password} />
        </div>
        <div className="field">
          <label htmlFor="confirm">Confirmar Contraseña</label>
          <Password
            inputId="confirm"
            name="confirm"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(e) => set('confirm', e.target.value)}
            feedback={false}
            toggleMask
            invalid={Boolean(errors.confirm)}
            aria-describedby={errors.confirm ? 'confirm-error' : undefined}
          />
          <FieldError id="confirm-error" message={errors.confirm} />
        </div>
        <div className="switch-field">
          <InputSwitch
            inputId="contactar"
            name="contactar"
            checked={form.contactar}
            onChange={(e) => set('contactar', Boolean(e.value))}
          />
          <label htmlFor="contactar">Deseo que me contacten para más información</label>
        </div>
        {notice && <Message className="auth-form__notice" severity={notice.severity} text={notice.text} />}
        <Button
          type="submit"
          label="Registrarse"
          icon="pi pi-user-plus"
          loading={fetching}
          className="auth-form__submit"
        />
        <p className="auth-form__alt">
          ¿Ya tiene una cuenta? <Link to="/login">Iniciar sesión</Link>
        </p>
      </form>
    </PublicLayout>
  );
}
