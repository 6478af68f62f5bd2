import { authExchange } from '@urql/exchange-auth';
import { createClient as createWsClient } from 'graphql-ws';
import { type Client, cacheExchange, createClient, fetchExchange, subscriptionExchange } from 'urql';
import { toastService } from '../ui/toast/toast-service';
import { errorExchange } from './error-exchange';
import { hasErrorCode } from './graphql-errors';
import { jwtExpiresAt } from './jwt';
import { navigateTo } from './navigation';
import { refreshMutation } from './refresh';
import { clearSession, readAuth, updateAuth } from './session-storage';

export const API_PATH = '/api';

/** Refresh this long before the access token's `exp` instead of waiting for a 401. */
const EXPIRY_MARGIN_MS = 10_000;

function websocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${API_PATH}`;
}

function bearer(): string | null {
  const auth = readAuth();
  return auth ? `Bearer ${auth.authentication}` : null;
}

interface KipuClient {
  client: Client;
  dispose: () => void;
}

function createKipuClient(): KipuClient {
  const ws = createWsClient({
    url: websocketUrl(),
    lazy: true,
    retryAttempts: 5,
    connectionParams: () => {
      const authorization = bearer();
      return authorization ? { authorization } : {};
    },
  });

  const client = createClient({
    url: API_PATH,
    // The contract is POST /api (docs/auth-api.md), also for queries.
    preferGetMethod: false,
    exchanges: [
      errorExchange({ toast: toastService, onSessionReplaced: endSession }),
      cacheExchange,
      authExchange(async (utils) => ({
        addAuthToOperation(operation) {
          const authorization = bearer();
          if (!authorization || operation.context.skipAuth === true) return operation;
          return utils.appendHeaders(operation, { Authorization: authorization });
        },
        willAuthError(operation) {
          if (operation.context.skipAuth === true) return false;
          const auth = readAuth();
          if (!auth?.refresh) return false;
          const expiresAt = jwtExpiresAt(auth.authentication);
          return expiresAt !== null && expiresAt <= Date.now() + EXPIRY_MARGIN_MS;
        },
        didAuthError(error, operation) {
          return operation.context.skipAuth !== true && hasErrorCode(error, 'UNAUTHENTICATED');
        },
        async refreshAuth() {
          const auth = readAuth();
          if (!auth) return;
          if (auth.refresh) {
            const result = await utils.mutate(
              refreshMutation,
              { refresh: auth.refresh },
              { skipAuth: true, manualErrors: true },
            );
            const next = result.data?.refresh;
            if (next) {
              updateAuth({ authentication: next.authentication, refresh: next.refresh });
              return;
            }
          }
          forgetSession();
        },
      })),
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });

  return {
    client,
    dispose: () => {
      void ws.dispose();
    },
  };
}

let current: KipuClient | null = null;
const clientListeners = new Set<() => void>();

/** The urql client of the current session (a new one after each log-out: no cached private data). */
export function getClient(): Client {
  if (!current) current = createKipuClient();
  return current.client;
}

export function subscribeClient(listener: () => void): () => void {
  clientListeners.add(listener);
  return () => {
    clientListeners.delete(listener);
  };
}

/** A fresh client: nothing cached from an earlier session. */
export function resetClient(): void {
  const previous = current;
  current = createKipuClient();
  previous?.dispose();
  for (const listener of clientListeners) listener();
}

/** The session could not be renewed: forget it (protected pages then redirect to /login themselves). */
function forgetSession(): void {
  clearSession();
  resetClient();
}

/** Log out (spec 01 §4): clear Auth, Company and localempresa, drop cached data, go to /login. */
export function endSession(): void {
  clearSession();
  resetClient();
  navigateTo('/login');
}
