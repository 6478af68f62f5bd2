import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, type SessionSnapshot, subscribeSession } from '../../../lib/session-storage';

/** The stored session (Auth, Company, localempresa); re-renders when it changes, in any tab. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}
