import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { errorMessage } from '../../../lib/graphql-errors';
import { useBrand } from '../../../ui/brand/use-brand';
import { FormField } from '../../../ui/FormField';
import { PasswordField } from '../../../ui/PasswordField';
import { TextInput } from '../../../ui/TextInput';
import { createUserMutation } from '../graphql/account';
import { useCaptchaPublico } from '../hooks/use-captcha-publico';
import { MSG } from '../utils/messages';
import { isValidEmail, isValidPhone, isValidRegisterPassword, normalizeEmail } from '../utils/validation';
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
  const { brand, captcha: captchaConfig, fetching: loadingConfig } = useBrand('Crear cuenta');
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [notice, setNotice] = useState<{ severity: 'error' | 'warn'; text: string } | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [{ fetching }, createUser] = useMutation(createUserMutation);
  const captcha = useCaptchaPublico(captchaConfig, loadingConfig);

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
    const answer = captcha.answer;
    if ('error' in answer) {
      setNotice({ severity: 'error', text: answer.error });
      return;
    }

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
        captcha: answer.token,
      },
      PUBLIC_OPERATION,
    );
    if (answer.token) captcha.renew();
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
        <FormField id="nombres" label="Nombres" error={errors.nombres}>
          <TextInput
            name="nombres"
            autoComplete="name"
            value={form.nombres}
            onChange={(value) => set('nombres', value)}
            autoFocus
          />
        </FormField>
        <FormField id="email" label="Email" error={errors.email}>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={(value) => set('email', value)}
          />
        </FormField>
        <FormField id="telefono" label="Teléfono de Contacto" error={errors.telefono}>
          <TextInput
            name="telefono"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={form.telefono}
            onChange={(value) => set('telefono', value)}
          />
        </FormField>
        <FormField id="password" label="Contraseña" error={errors.password}>
          <PasswordField
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(value) => set('password', value)}
          />
        </FormField>
        <FormField id="confirm" label="Confirmar Contraseña" error={errors.confirm}>
          <PasswordField
            name="confirm"
            autoComplete="new-password"
            value={form.confirm}
            onChange={(value) => set('confirm', value)}
          />
        </FormField>
        <div className="switch-field">
          <InputSwitch
            inputId="contactar"
            name="contactar"
            checked={form.contactar}
            onChange={(e) => set('contactar', Boolean(e.value))}
          />
          <label htmlFor="contactar">Deseo que me contacten para más información</label>
        </div>
        {captcha.widget}
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
