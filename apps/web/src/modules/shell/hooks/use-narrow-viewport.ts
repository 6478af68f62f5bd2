import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** True while the window is narrower than `breakpoint` pixels. */
export function useNarrowViewport(breakpoint: number): boolean {
  return useSyncExternalStore(subscribe, () => window.innerWidth < breakpoint);
}
