import { normalizarEmail } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { demasiadosIntentos, entradaInvalida } from '../../../shared/errores.ts';
import { captchaRequerido, exigirLimite, mensajeCaptcha } from '../limites-auth.ts';
import { hashPassword, verificarPassword } from '../passwords.ts';
import { abrirSesion, type MetaPeticion, type ResultadoLogin, resultadoSinSesion } from '../sesiones.ts';
import { usuarioPorEmail } from '../usuarios.ts';

export type LoginInput = { email: string; password: string; captcha?: string | null };

/** Told only after the right password, so it does not reveal which addresses exist. */
export const MENSAJE_CUENTA_DESACTIVADA =
  'Su cuenta está desactivada. Comuníquese con el administrador de la plataforma.';

let hashSenuelo: Promise<string> | undefined;

/**
 * login: null for bad credentials, 'verify' for an unconfirmed account, 'expired' for an ended
 * practitioner trial; else a new session that replaces the previous one. The IP limit is hard; past the
 * account's limit a login needs a solved captcha, and a successful one clears the account's count.
 */
export async function iniciarSesion(
  deps: Dependencias,
  input: LoginInput,
  meta: MetaPeticion,
): Promise<ResultadoLogin | null> {
  const email = normalizarEmail(input.email);
  if (!email) throw entradaInvalida('¡Ingrese un Email válido!');
  if (!input.password) throw entradaInvalida('¡Ingrese su Password!');
  const { limitador, config, captcha } = deps;
  await exigirLimite(deps, `login:ip:${meta.ip}`, config.limites.porIp);
  const claveCuenta = `login:cuenta:${email}`;
  const cuentaOk = await limitador.intentar(claveCuenta, config.limites.porCuenta);
  const captchaOk = await captcha.verificar(input.captcha, meta.ip);
  if (!cuentaOk) {
    // Past the account's limit only a solved captcha lets the attempt through (it still counts); with
    // provider 'none' there is no captcha to solve, so the limit stays hard.
    if (captcha.proveedor === 'none') throw demasiadosIntentos();
    if (!captchaOk) throw captchaRequerido();
  }
  if (!captchaOk) throw entradaInvalida(mensajeCaptcha(captcha.proveedor));

  const usuario = await usuarioPorEmail(deps.db, email);
  if (!usuario) {
    // Same work as a real check, so response time does not tell which e-mails exist.
    hashSenuelo ??= hashPassword('senuelo-no-usado', config.argon2);
    await verificarPassword(await hashSenuelo, input.password);
    return null;
  }
  if (!(await verificarPassword(usuario.passwordHash, input.password))) return null;
  if (usuario.desactivadoAt) throw entradaInvalida(MENSAJE_CUENTA_DESACTIVADA);
  if (!usuario.emailVerificadoAt) return resultadoSinSesion('verify');
  if (usuario.pruebaVenceAt && usuario.pruebaVenceAt.getTime() < Date.now())
    return resultadoSinSesion('expired');

  await limitador.limpiar(claveCuenta);
  return abrirSesion(deps, usuario, meta);
}
