import { MENSAJE_PASSWORD_REGISTRO, MENSAJE_PASSWORD_RESET } from '@kipu/peru';

/** The exact Spanish texts of spec 01 (§2, §5, §8) for the public and session pages. */
export const MSG = {
  // Login (§5, §8)
  emailRequired: '¡Ingrese un Email válido!',
  passwordRequired: '¡Ingrese su Contraseña!',
  // The captcha messages name the provider the host configured (spec 01 §5 words them for reCAPTCHA).
  captchaUnavailable: 'reCAPTCHA no está disponible, intente más tarde',
  captchaNotVerified: 'reCAPTCHA no fue verificado, intente nuevamente',
  altchaPending: 'Espere a que termine la verificación de seguridad (ALTCHA) e intente de nuevo',
  altchaUnavailable: 'La verificación de seguridad (ALTCHA) no está disponible, intente más tarde',
  captchaLoading: 'Espere a que cargue la verificación de seguridad e intente de nuevo',
  captchaNoConfig: 'La verificación de seguridad no está disponible, intente más tarde',
  badCredentials: 'Credenciales incorrectas',
  trialExpired: 'Caducó su Tiempo Como Practicante',
  unverifiedAccount:
    'Su cuenta aún no ha sido verificada. Revise su correo electrónico y confirme su cuenta.',
  verificationSent: 'Mensaje fue enviado a su correo',
  // Register (§5, §8)
  nombreRequired: 'Ingrese un nombre de Usuario',
  emailInvalid: (email: string) => `La dirección de email "${email}" es incorrecta`,
  telefonoInvalid: 'Ingrese un número del teléfono de contacto válido',
  passwordLength: MENSAJE_PASSWORD_REGISTRO,
  passwordsDiffer: 'Las contraseñas no son iguales',
  emailInUse: 'El correo ya esta en uso',
  temporaryEmail: 'No se permite correos Temporales',
  registered: (email: string) =>
    `¡Cuenta creada! Le enviamos un correo a ${email}: revise su bandeja de entrada y confirme su cuenta para poder ingresar.`,
  // Password reset request (§4, §8)
  resetInvalidEmail: '¡Ingrese un email Válido!',
  resetNotVerified: 'Aún no ha verificado su email!',
  resetSent: '¡Te hemos enviado por correo el enlace para restablecer tu contraseña!',
  // Password reset with token (§5, §8)
  resetEmailRequired: 'Ingrese un Email!',
  resetPasswordLength: MENSAJE_PASSWORD_RESET,
  resetPasswordsDiffer: 'La Contraseña no coincide!',
  passwordUpdated: 'Contraseña Actualizada',
  chooseCompany: '¡Seleccione un Empresa para Trabajar!',
  // Account confirmation (§2, §8)
  tokenInvalid: 'Token inválido',
  tokenExpiredTitle: 'token caducado',
  tokenExpired: '¡Su token a Expirado!',
  resendVerification: 'Reenviar correo de verificación',
  // Generic
  network: 'No se pudo conectar con el servidor, intente más tarde',
} as const;
