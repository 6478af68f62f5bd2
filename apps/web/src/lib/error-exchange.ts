import { type Exchange, mapExchange } from 'urql';
import type { ToastService } from '../ui/toast/toast-service';
import { TOAST_LIFE } from '../ui/toast/toast-service';
import { errorCodes, errorMessage } from './graphql-errors';

export const SESSION_REPLACED_MESSAGE = 'Se ha iniciado sesión en otro dispositivo';
export const FORBIDDEN_MESSAGE = 'No tiene los privilegios...';

/**
 * Operation context flag: the component shows this operation's errors itself, so the exchange does not
 * toast them (session and privilege errors are still handled here).
 */
export const MANUAL_ERRORS = { manualErrors: true } as const;

/**
 * Context of the public operations (configuracionPublica, login, createUser, reset...): sent without the
 * bearer token (a stale one must not spoil them, nor trigger a refresh) and with errors shown by the page.
 */
export const PUBLIC_OPERATION = { manualErrors: true, skipAuth: true } as const;

export interface ErrorExchangeOptions {
  toast: ToastService;
  /** Called once, one second after SESSION_REPLACED. */
  onSessionReplaced: () => void;
}

/**
 * The session semantics of spec 01 §4 / ARCHITECTURE §5. UNAUTHENTICATED is the authExchange's business
 * (refresh once and retry) and is never toasted here.
 */
export function errorExchange({ toast, onSessionReplaced }: ErrorExchangeOptions): Exchange {
  let sessionReplaced = false;
  return mapExchange({
    onError(error, operation) {
      const codes = errorCodes(error);
      if (codes.includes('SESSION_REPLACED')) {
        if (!sessionReplaced) {
          sessionReplaced = true;
          toast.warn(SESSION_REPLACED_MESSAGE, TOAST_LIFE.session);
          setTimeout(onSessionReplaced, 1000);
        }
        return;
      }
      if (sessionReplaced || codes.includes('UNAUTHENTICATED')) return;
      if (codes.includes('FORBIDDEN')) {
        toast.error(FORBIDDEN_MESSAGE, TOAST_LIFE.long);
        return;
      }
      if (operation.context.manualErrors === true) return;
      toast.error(errorMessage(error), TOAST_LIFE.error);
    },
  });
}
