import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { altchaChallengeUrl, captchaAnswer, captchaRequired, esEsperaDeCaptcha } from './captcha';
import { MSG } from './messages';

const none = { provider: 'none', siteKey: null, challengeUrl: null };
const altcha = { provider: 'altcha', siteKey: null, challengeUrl: '/captcha/challenge?x=1' };
const sinResolver = { status: 'unverified', payload: null } as const;

describe('captchaAnswer', () => {
  it('sends nothing with provider none', () => {
    expect(captchaAnswer(none, false, sinResolver)).toEqual({ token: null });
  });

  it('sends the solved ALTCHA payload, and stops while it is not solved or unavailable', () => {
    expect(captchaAnswer(altcha, false, { status: 'verified', payload: 'abc' })).toEqual({ token: 'abc' });
    expect(captchaAnswer(altcha, false, sinResolver)).toEqual({ error: MSG.altchaPending });
    expect(captchaAnswer(altcha, false, { status: 'verifying', payload: null })).toEqual({
      error: 'Espere a que termine la verificación de seguridad (ALTCHA) e intente de nuevo',
    });
    expect(captchaAnswer(altcha, false, { status: 'unavailable', payload: null })).toEqual({
      error: MSG.altchaUnavailable,
    });
  });

  it('names ALTCHA, never reCAPTCHA, when ALTCHA is the configured provider', () => {
    for (const status of ['loading', 'unverified', 'verifying', 'unavailable'] as const) {
      const r = captchaAnswer(altcha, false, { status, payload: null });
      expect('error' in r && r.error).toMatch(/ALTCHA/);
      expect('error' in r && r.error).not.toMatch(/reCAPTCHA/);
    }
  });

  it('stops without a configuration: wait while loading, unavailable when it failed, naming no provider', () => {
    expect(captchaAnswer(null, true, sinResolver)).toEqual({ error: MSG.captchaLoading });
    expect(captchaAnswer(null, false, sinResolver)).toEqual({ error: MSG.captchaNoConfig });
    expect(MSG.captchaLoading).not.toMatch(/reCAPTCHA|ALTCHA/);
  });

  it('never has a token for reCAPTCHA yet', () => {
    expect(
      captchaAnswer({ provider: 'recaptcha', siteKey: 'k', challengeUrl: null }, false, sinResolver),
    ).toEqual({ error: MSG.captchaNotVerified });
  });
});

describe('esEsperaDeCaptcha', () => {
  it('is true only for the messages that ask to wait', () => {
    expect(esEsperaDeCaptcha(MSG.altchaPending)).toBe(true);
    expect(esEsperaDeCaptcha(MSG.captchaLoading)).toBe(true);
    expect(esEsperaDeCaptcha(MSG.altchaUnavailable)).toBe(false);
    expect(esEsperaDeCaptcha(null)).toBe(false);
  });
});

describe('altchaChallengeUrl', () => {
  it('is the configured challenge only for ALTCHA', () => {
    expect(altchaChallengeUrl(altcha)).toBe('/captcha/challenge?x=1');
    expect(altchaChallengeUrl({ ...altcha, challengeUrl: null })).toBe('/captcha/challenge');
    expect(altchaChallengeUrl(none)).toBeNull();
    expect(altchaChallengeUrl(null)).toBeNull();
  });
});

describe('captchaRequired', () => {
  const error = (extensions: Record<string, unknown>) =>
    new CombinedError({ graphQLErrors: [{ message: 'Demasiados intentos', extensions }] });

  it('is true only for RATE_LIMITED carrying the captcha flag', () => {
    expect(captchaRequired(error({ code: 'RATE_LIMITED', captcha: true }))).toBe(true);
    expect(captchaRequired(error({ code: 'RATE_LIMITED' }))).toBe(false);
    expect(captchaRequired(error({ code: 'BAD_USER_INPUT', captcha: true }))).toBe(false);
  });
});
