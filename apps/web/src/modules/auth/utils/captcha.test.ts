import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { altchaChallengeUrl, captchaAnswer, captchaRequired } from './captcha';
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
    expect(captchaAnswer(altcha, false, sinResolver)).toEqual({ error: MSG.captchaNotVerified });
    expect(captchaAnswer(altcha, false, { status: 'unavailable', payload: null })).toEqual({
      error: MSG.captchaUnavailable,
    });
  });

  it('stops without a configuration: not verified while loading, unavailable when it failed', () => {
    expect(captchaAnswer(null, true, sinResolver)).toEqual({ error: MSG.captchaNotVerified });
    expect(captchaAnswer(null, false, sinResolver)).toEqual({ error: MSG.captchaUnavailable });
  });

  it('never has a token for reCAPTCHA yet', () => {
    expect(
      captchaAnswer({ provider: 'recaptcha', siteKey: 'k', challengeUrl: null }, false, sinResolver),
    ).toEqual({ error: MSG.captchaNotVerified });
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
