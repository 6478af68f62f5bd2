import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Limitador } from '../limites/limitador.ts';
import type { VerificadorCaptcha } from './captcha.ts';

const VIGENCIA_S = 5 * 60;

/**
 * Self-hosted proof of work (ALTCHA v1 protocol, the one the widget 2.x speaks). Challenges are HMAC
 * signed and expire; a solved challenge is accepted once: its signature is counted in the rate limiter
 * until the challenge expires, so with Redis no API instance accepts it a second time.
 */
export function crearAltcha(clave: string, limitador: Limitador, dificultad: number): VerificadorCaptcha {
  return {
    proveedor: 'altcha',
    challengeUrl: '/captcha/challenge',
    crearDesafio: () =>
      createChallenge({
        hmacKey: clave,
        maxNumber: dificultad,
        expires: new Date(Date.now() + VIGENCIA_S * 1000),
      }),
    async verificar(respuesta) {
      if (!respuesta) return false;
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(respuesta, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const firma = typeof payload.signature === 'string' ? payload.signature : '';
      // Check the solution first: forged payloads must not fill the limiter with signatures.
      if (!firma || !(await verifySolution(respuesta, clave, true))) return false;
      return limitador.intentar(`captcha:altcha:${firma}`, 1, VIGENCIA_S);
    },
  };
}
