import { useEffect, useRef, useState } from 'react';

export type CaptchaStatus = 'loading' | 'unverified' | 'verifying' | 'verified' | 'unavailable';

export interface CaptchaState {
  status: CaptchaStatus;
  /** The solved challenge, sent as `captcha` with the login. */
  payload: string | null;
}

export const INITIAL_CAPTCHA: CaptchaState = { status: 'loading', payload: null };

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

let loader: Promise<void> | null = null;

/** Loads the <altcha-widget> web component (and its Latin American Spanish texts) once, on demand. */
function loadAltcha(): Promise<void> {
  loader ??= Promise.all([import('altcha'), import('altcha/i18n/es-419')]).then(
    () => undefined,
    (error: unknown) => {
      loader = null;
      throw error;
    },
  );
  return loader;
}

interface AltchaCaptchaProps {
  challengeUrl: string;
  onStateChange: (state: CaptchaState) => void;
}

/**
 * ALTCHA proof of work (self-hosted, v1 protocol): solves the challenge as soon as it is shown. Mount it
 * again (change its `key`) after each use: the server accepts a solution only once.
 */
export function AltchaCaptcha({ challengeUrl, onStateChange }: AltchaCaptchaProps) {
  const [ready, setReady] = useState(false);
  const widgetRef = useRef<HTMLElement>(null);
  const onStateChangeRef = useRef(onStateChange);
  onStateChangeRef.current = onStateChange;

  useEffect(() => {
    let alive = true;
    onStateChangeRef.current({ status: 'loading', payload: null });
    loadAltcha().then(
      () => {
        if (alive) setReady(true);
      },
      () => {
        if (alive) onStateChangeRef.current({ status: 'unavailable', payload: null });
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    onStateChangeRef.current({ status: 'unverified', payload: null });
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail | undefined>).detail;
      switch (detail?.state) {
        case 'verified':
          onStateChangeRef.current(
            detail.payload
              ? { status: 'verified', payload: detail.payload }
              : { status: 'unverified', payload: null },
          );
          break;
        case 'verifying':
          onStateChangeRef.current({ status: 'verifying', payload: null });
          break;
        case 'error':
          onStateChangeRef.current({ status: 'unavailable', payload: null });
          break;
        default:
          onStateChangeRef.current({ status: 'unverified', payload: null });
      }
    };
    widget.addEventListener('statechange', onChange);
    return () => widget.removeEventListener('statechange', onChange);
  }, [ready]);

  if (!ready) {
    return (
      <div className="captcha captcha--loading" aria-hidden="true">
        <i className="pi pi-spin pi-spinner" /> Verificando...
      </div>
    );
  }
  return (
    <div className="captcha">
      <altcha-widget
        ref={widgetRef}
        challengeurl={challengeUrl}
        name="captcha"
        auto="onload"
        language="es-419"
        hidefooter
      />
    </div>
  );
}
