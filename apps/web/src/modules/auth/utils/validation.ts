// The same rules the server applies, from the shared domain package.
export {
  esCelularPeruano as isValidPhone,
  esEmailValido as isValidEmail,
  esPasswordRegistroValida as isValidRegisterPassword,
  esPasswordResetValida as isValidResetPassword,
  normalizarEmail as normalizeEmail,
} from '@kipu/peru';
