import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { GraphQLError } from 'graphql';
import { maskError } from 'graphql-yoga';

export const OCULTO = '[oculto]';

/** Variable and query-string names whose values never reach a log. */
const SECRETO = /pass|token|captcha|refresh|secret|clave|authorization|pfx/i;
/** Path segments that carry a mailed link's token (/password/reset/…, /account/verify/…) or any JWT. */
const JWT = /^[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}$/;
const ANTES_DE_TOKEN = new Set(['reset', 'verify', 'token', 'confirmar', 'restablecer']);

/** A URL fit for a log: token-bearing path segments and every query-string value hidden. */
export function urlSegura(url: string): string {
  const [ruta = '', consulta] = url.split(/\?(.*)/s, 2);
  const segmentos = ruta.split('/');
  const limpia = segmentos
    .map((s, i) => (JWT.test(s) || (i > 0 && ANTES_DE_TOKEN.has(segmentos[i - 1] ?? '')) ? OCULTO : s))
    .join('/');
  if (consulta === undefined) return limpia;
  const parametros = consulta
    .split('&')
    .map((p) => `${p.split('=')[0]}=${OCULTO}`)
    .join('&');
  return `${limpia}?${parametros}`;
}

/** GraphQL variables fit for a log: values under a secret-looking name hidden, at any depth. */
export function variablesSeguras(valor: unknown, profundidad = 0): unknown {
  if (profundidad > 8) return OCULTO;
  if (Array.isArray(valor)) return valor.map((v) => variablesSeguras(v, profundidad + 1));
  if (valor && typeof valor === 'object')
    return Object.fromEntries(
      Object.entries(valor).map(([k, v]) => [
        k,
        SECRETO.test(k) ? OCULTO : variablesSeguras(v, profundidad + 1),
      ]),
    );
  return valor;
}

/** What a request line logs: no headers (Authorization, cookies), no query-string values. */
function serializarPeticion(req: FastifyRequest) {
  return { method: req.method, url: urlSegura(req.url), remoteAddress: req.ip };
}

export type DestinoRegistro = { write(linea: string): void };

/**
 * Fastify's logger and request ids: every request gets a random id, answered in `x-request-id` and on
 * every log line of the request. Outside production only warnings and errors are logged.
 */
export function opcionesRegistro(
  produccion: boolean,
  registro: boolean | DestinoRegistro,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  return {
    genReqId: () => randomUUID(),
    // An id sent by the client is not believed: it would let anyone forge log lines' correlation.
    requestIdHeader: false,
    logger: registro
      ? {
          level: produccion ? 'info' : 'warn',
          serializers: { req: serializarPeticion },
          redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: OCULTO },
          ...(registro === true ? {} : { stream: registro }),
        }
      : false,
  };
}

/** The HTTP request a GraphQL operation is running for (Yoga's error masking has no context of its own). */
export const peticionEnCurso = new AsyncLocalStorage<FastifyRequest>();

type OperacionGraphql = { operationName?: string | null; variables?: unknown };

/**
 * Yoga's maskError with a memory: an unexpected error is logged with the request id, the operation and
 * its (redacted) variables, and the client gets the masked message with the request id to quote.
 */
export function enmascararErrores(logGeneral: FastifyBaseLogger) {
  return (error: unknown, mensaje: string, desarrollo?: boolean): Error => {
    const enmascarado = maskError(error, mensaje, desarrollo);
    if (enmascarado === error || !(enmascarado instanceof GraphQLError)) return enmascarado;
    const req = peticionEnCurso.getStore();
    const requestId = req?.id ?? randomUUID();
    const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
    const cuerpo = (req?.body ?? {}) as OperacionGraphql;
    (req?.log ?? logGeneral).error(
      {
        reqId: requestId,
        err: original,
        path: enmascarado.path,
        operationName: cuerpo.operationName ?? undefined,
        variables: variablesSeguras(cuerpo.variables),
      },
      'Error inesperado en GraphQL',
    );
    return new GraphQLError(enmascarado.message, {
      nodes: enmascarado.nodes,
      source: enmascarado.source,
      positions: enmascarado.positions,
      path: enmascarado.path,
      extensions: { ...enmascarado.extensions, requestId },
    });
  };
}
