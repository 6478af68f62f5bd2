import type { CombinedError } from 'urql';
import type { CaptchaConfig } from '../../../ui/brand/use-brand';
import type { CaptchaState } from '../components/AltchaCaptcha';
import { MSG } from './messages';

/** The captcha answer to send with a public operation, or the message that stops it (spec 01 §5). */
export type CaptchaAnswer = { token: string | null } | { error: string };

/** The ALTCHA challenge to show, when the host's provider is ALTCHA. */
export function altchaChallengeUrl(config: CaptchaConfig | null): string | null {
  return config?.provider === 'altcha' ? (config.challengeUrl ?? '/captcha/challenge') : null;
}

/**
 * What to send as `captcha`: nothing to send with provider 'none', the solved ALTCHA payload, or the
 * message that says what actually stops it, naming the configured provider: ALTCHA still solving its
 * proof of work (or unable to load), reCAPTCHA not verified, or the public configuration still loading
 * (or failed).
 */
export function captchaAnswer(
  config: CaptchaConfig | null,
  loadingConfig: boolean,
  captcha: CaptchaState,
): CaptchaAnswer {
  const provider = config?.provider ?? null;
  if (provider === null) return { error: loadingConfig ? MSG.captchaLoading : MSG.captchaNoConfig };
  if (provider === 'none') return { token: null };
  if (provider === 'altcha') {
    if (captcha.status === 'unavailable') return { error: MSG.altchaUnavailable };
    if (!captcha.payload) return { error: MSG.altchaPending };
    return { token: captcha.payload };
  }
  // reCAPTCHA v2 widget not wired yet: there is never a token.
  return { error: MSG.captchaNotVerified };
}

/** A message that only asks to wait for the captcha: stale once the captcha is solved. */
export const esEsperaDeCaptcha = (mensaje: string | null) =>
  mensaje === MSG.altchaPending || mensaje === MSG.captchaLoading;

/** RATE_LIMITED with `captcha: true`: the account is past its failure limit and only a solved captcha passes. */
export function captchaRequired(error: CombinedError): boolean {
  return error.graphQLErrors.some(
    (e) => e.extensions?.code === 'RATE_LIMITED' && e.extensions.captcha === true,
  );
}
