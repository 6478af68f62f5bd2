import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { VerificadorCaptcha } from './captcha.ts';

const VIGENCIA_MS = 5 * 60_000;

/**
 * Self-hosted proof of work (ALTCHA v1 protocol, the one the widget 2.x speaks). Challenges are HMAC
 * signed and expire; a solved challenge is accepted once (kept until its expiry to refuse replays).
 */
export function crearAltcha(clave: string, dificultad = 50_000): VerificadorCaptcha {
  const usados = new Map<string, number>();
  const purgar = (ahora: number) => {
    for (const [firma, vence] of usados) if (vence < ahora) usados.delete(firma);
  };
  return {
    proveedor: 'altcha',
    challengeUrl: '/captcha/challenge',
    crearDesafio: () =>
      createChallenge({ hmacKey: clave, maxNumber: dificultad, expires: new Date(Date.now() + VIGENCIA_MS) }),
    async verificar(respuesta) {
      if (!respuesta) return false;
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(respuesta, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const firma = typeof payload.signature === 'string' ? payload.signature : '';
      const ahora = Date.now();
      purgar(ahora);
      if (!firma || usados.has(firma)) return false;
      const valido = await verifySolution(respuesta, clave, true);
      if (valido) usados.set(firma, ahora + VIGENCIA_MS);
      return valido;
    },
  };
}
