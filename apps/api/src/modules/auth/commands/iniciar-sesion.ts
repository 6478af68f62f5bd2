import { normalizarEmail } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { demasiadosIntentos, entradaInvalida } from '../../../shared/errores.ts';
import { hashPassword, verificarPassword } from '../passwords.ts';
import { abrirSesion, type MetaPeticion, type ResultadoLogin, resultadoSinSesion } from '../sesiones.ts';
import { usuarioPorEmail } from '../usuarios.ts';

export type LoginInput = { email: string; password: string; captcha?: string | null };

let hashSenuelo: Promise<string> | undefined;

/**
 * login: null for bad credentials, 'verify' for an unconfirmed account, 'expired' for an ended
 * practitioner trial; else a new session that replaces the previous one. Rate-limited by account and IP.
 */
export async function iniciarSesion(
  deps: Dependencias,
  input: LoginInput,
  meta: MetaPeticion,
): Promise<ResultadoLogin | null> {
  const email = normalizarEmail(input.email);
  if (!email) throw entradaInvalida('¡Ingrese un Email válido!');
  if (!input.password) throw entradaInvalida('¡Ingrese su Password!');
  const { limitador, config } = deps;
  const [cuentaOk, ipOk] = await Promise.all([
    limitador.intentar(`login:cuenta:${email}`, config.limites.porCuenta),
    limitador.intentar(`login:ip:${meta.ip}`, config.limites.porIp),
  ]);
  if (!(cuentaOk && ipOk)) throw demasiadosIntentos();
  if (!(await deps.captcha.verificar(input.captcha, meta.ip))) {
    throw entradaInvalida('reCAPTCHA no fue verificado, intente nuevamente');
  }

  const usuario = await usuarioPorEmail(deps.db, email);
  if (!usuario) {
    // Same work as a real check, so response time does not tell which e-mails exist.
    hashSenuelo ??= hashPassword('senuelo-no-usado', config.argon2);
    await verificarPassword(await hashSenuelo, input.password);
    return null;
  }
  if (!(await verificarPassword(usuario.passwordHash, input.password))) return null;
  if (!usuario.emailVerificadoAt) return resultadoSinSesion('verify');
  if (usuario.pruebaVenceAt && usuario.pruebaVenceAt.getTime() < Date.now())
    return resultadoSinSesion('expired');

  await limitador.limpiar(`login:cuenta:${email}`);
  return abrirSesion(deps, usuario, meta);
}
