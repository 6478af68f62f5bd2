import type { VerificadorCaptcha } from './captcha.ts';

const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA v2: the widget's token is checked with the secret key at Google's siteverify. */
export function crearRecaptcha(siteKey: string, secreto: string, url = SITEVERIFY): VerificadorCaptcha {
  return {
    proveedor: 'recaptcha',
    siteKey,
    async verificar(respuesta, ip) {
      if (!respuesta) return false;
      const cuerpo = new URLSearchParams({ secret: secreto, response: respuesta, remoteip: ip });
      try {
        const r = await fetch(url, { method: 'POST', body: cuerpo, signal: AbortSignal.timeout(5000) });
        const datos = (await r.json()) as { success?: boolean };
        return datos.success === true;
      } catch {
        return false;
      }
    },
  };
}
