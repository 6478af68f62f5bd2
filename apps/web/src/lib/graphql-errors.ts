import type { CombinedError } from 'urql';

/** Error codes the server puts in `extensions.code` (docs/auth-api.md). */
export type ServerErrorCode =
  | 'UNAUTHENTICATED'
  | 'SESSION_REPLACED'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'BAD_USER_INPUT'
  | 'TOKEN_EXPIRED';

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor, intente más tarde';

export function errorCodes(error: CombinedError | undefined): string[] {
  if (!error) return [];
  return error.graphQLErrors
    .map((e) => e.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

export function hasErrorCode(error: CombinedError | undefined, code: ServerErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** Errors the urql exchanges already handle (refresh, log out, privileges toast): pages stay quiet. */
export function isSessionError(error: CombinedError | undefined): boolean {
  const codes = errorCodes(error);
  return (
    codes.includes('UNAUTHENTICATED') || codes.includes('SESSION_REPLACED') || codes.includes('FORBIDDEN')
  );
}

/** The server's (Spanish) message, without urql's "[GraphQL]" prefix. */
export function errorMessage(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (first?.message) return first.message;
  if (error.networkError) return NETWORK_ERROR_MESSAGE;
  return error.message.replace(/^\[(GraphQL|Network)\]\s*/, '');
}
