import { GraphQLError } from 'graphql';

export type CodigoError =
  | 'UNAUTHENTICATED'
  | 'SESSION_REPLACED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'RATE_LIMITED'
  | 'TOKEN_EXPIRED'
  | 'QUERY_TOO_COMPLEX';

const ESTADO_HTTP: Partial<Record<CodigoError, number>> = {
  UNAUTHENTICATED: 401,
  SESSION_REPLACED: 402,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  QUERY_TOO_COMPLEX: 400,
};

/** A GraphQL error whose code (and HTTP status) the client maps to its behaviour (ARCHITECTURE §5). */
export function errorApi(codigo: CodigoError, mensaje: string): GraphQLError {
  const status = ESTADO_HTTP[codigo];
  return new GraphQLError(mensaje, { extensions: { code: codigo, ...(status ? { http: { status } } : {}) } });
}

export const noAutenticado = () => errorApi('UNAUTHENTICATED', 'Sesión no válida o vencida');
export const sesionReemplazada = () =>
  errorApi('SESSION_REPLACED', 'Se ha iniciado sesión en otro dispositivo');
export const prohibido = () => errorApi('FORBIDDEN', 'No tiene los privilegios para realizar esta acción');
export const entradaInvalida = (mensaje: string) => errorApi('BAD_USER_INPUT', mensaje);
export const tokenExpirado = () => errorApi('TOKEN_EXPIRED', '¡Su token a Expirado!');
export const demasiadosIntentos = () =>
  errorApi('RATE_LIMITED', 'Demasiados intentos. Espere unos minutos e intente nuevamente');
/** A GraphQL document over the server's size, alias, depth or report limits (refused before it runs). */
export const consultaDemasiadoCompleja = (mensaje: string) => errorApi('QUERY_TOO_COMPLEX', mensaje);

/** What a caught value says: its message when it is an Error (jobs note it on the row they work on). */
export const mensajeDe = (e: unknown) => (e instanceof Error ? e.message : String(e));
