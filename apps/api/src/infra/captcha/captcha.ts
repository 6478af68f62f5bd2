import type { Config } from '../../config.ts';
import type { Limitador } from '../limites/limitador.ts';
import { crearAltcha } from './altcha.ts';
import { crearRecaptcha } from './recaptcha.ts';

export type VerificadorCaptcha = {
  proveedor: Config['captcha']['proveedor'];
  siteKey?: string;
  /** Where the widget fetches its challenge (ALTCHA only). */
  challengeUrl?: string;
  crearDesafio?(): Promise<unknown>;
  verificar(respuesta: string | null | undefined, ip: string): Promise<boolean>;
};

/** The configured provider; ALTCHA keeps its used solutions in the rate limiter (shared with Redis). */
export function crearCaptcha(config: Config, clave: string, limitador: Limitador): VerificadorCaptcha {
  switch (config.captcha.proveedor) {
    case 'none':
      return { proveedor: 'none', verificar: async () => true };
    case 'recaptcha':
      return crearRecaptcha(config.captcha.recaptchaSiteKey ?? '', config.captcha.recaptchaSecret ?? '');
    case 'altcha':
      return crearAltcha(clave, limitador, config.captcha.altchaMaxNumber);
  }
}
