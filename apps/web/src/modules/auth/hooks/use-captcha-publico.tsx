import { type ReactNode, useCallback, useState } from 'react';
import type { CaptchaConfig } from '../../../ui/brand/use-brand';
import { AltchaCaptcha, type CaptchaState, INITIAL_CAPTCHA } from '../components/AltchaCaptcha';
import { altchaChallengeUrl, type CaptchaAnswer, captchaAnswer } from '../utils/captcha';

export interface CaptchaPublico {
  /** The ALTCHA widget when the host's provider is ALTCHA, else nothing to show. */
  widget: ReactNode;
  /** What to send as `captcha` now, or the message that stops the operation. */
  answer: CaptchaAnswer;
  /** A solved challenge is accepted once: call after each use to solve a new one. */
  renew(): void;
}

/** The captcha of a public form (login, sign-up), as spec 01 §5 asks. */
export function useCaptchaPublico(config: CaptchaConfig | null, loadingConfig: boolean): CaptchaPublico {
  const [state, setState] = useState<CaptchaState>(INITIAL_CAPTCHA);
  const [key, setKey] = useState(0);
  const onStateChange = useCallback((next: CaptchaState) => setState(next), []);
  const renew = useCallback(() => {
    setState(INITIAL_CAPTCHA);
    setKey((k) => k + 1);
  }, []);
  const url = altchaChallengeUrl(config);
  return {
    widget: url ? <AltchaCaptcha key={key} challengeUrl={url} onStateChange={onStateChange} /> : null,
    answer: captchaAnswer(config, loadingConfig, state),
    renew,
  };
}
