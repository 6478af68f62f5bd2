import { GraphQLError } from 'graphql';
import type { Dependencias } from '../../shared/dependencias.ts';
import { demasiadosIntentos, entradaInvalida } from '../../shared/errores.ts';

/** Window of the sign-up and confirmation-mail limits per IP. */
export const UNA_HORA_S = 3600;

/**
 * A captcha answer that did not verify, naming the provider the host configured: spec 01 words it for
 * reCAPTCHA; with ALTCHA the proof of work is what failed (not finished, or already used).
 */
export function mensajeCaptcha(proveedor: Dependencias['captcha']['proveedor']): string {
  return proveedor === 'altcha'
    ? 'La verificación de seguridad (ALTCHA) no se completó o ya se usó: espere a que termine e intente nuevamente'
    : 'reCAPTCHA no fue verificado, intente nuevamente';
}

/**
 * RATE_LIMITED for an account behind its failure limit, with `captcha: true`: a login with a solved
 * captcha (and the right password) still goes through, so nobody can lock a user out by failing for them.
 */
export function captchaRequerido(): GraphQLError {
  const base = demasiadosIntentos();
  return new GraphQLError('Demasiados intentos fallidos: resuelva el captcha e intente nuevamente', {
    extensions: { ...base.extensions, captcha: true },
  });
}

/** Counts one attempt under `clave` and answers RATE_LIMITED past `maximo` (a hard limit). */
export async function exigirLimite(
  deps: Dependencias,
  clave: string,
  maximo: number,
  ventanaSegundos?: number,
): Promise<void> {
  if (!(await deps.limitador.intentar(clave, maximo, ventanaSegundos))) throw demasiadosIntentos();
}

/** The captcha answer must verify (always true with provider 'none', which production refuses). */
export async function exigirCaptcha(
  deps: Dependencias,
  respuesta: string | null | undefined,
  ip: string,
): Promise<void> {
  if (!(await deps.captcha.verificar(respuesta, ip)))
    throw entradaInvalida(mensajeCaptcha(deps.captcha.proveedor));
}
