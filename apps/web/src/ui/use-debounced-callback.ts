import { useCallback, useEffect, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  /** Calls the callback `delayMs` after the last call (with the last arguments). */
  run: (...args: A) => void;
  /** Forgets a pending call. */
  cancel: () => void;
}

/**
 * A debounced version of `callback` (search boxes, validation after a pause). The latest callback is
 * always the one called; a pending call is dropped when the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timer = useRef<number | null>(null);

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = window.setTimeout(() => {
        timer.current = null;
        callbackRef.current(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);

  return { run, cancel };
}
