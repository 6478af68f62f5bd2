import type { FastifyError, FastifyInstance } from 'fastify';

/** Spanish messages for the client errors Fastify and its plugins raise in English. */
const MENSAJE_POR_ESTADO: Record<number, string> = {
  400: 'Solicitud no válida',
  404: 'No encontrado',
  405: 'Método no permitido',
  406: 'Solicitud no válida',
  413: 'La solicitud es demasiado grande',
  414: 'La dirección es demasiado larga',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiados intentos. Espere unos minutos e intente nuevamente',
};

/**
 * The boundary of every route: a client error (bad JSON, body too large, a broken multipart…) answers
 * its 4xx with a Spanish message; anything else is a fault of ours, logged with the request id and
 * answered 500 with that id, never left to become an uncaught exception.
 */
export function registrarManejoErrores(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const estado = error.statusCode ?? 500;
    if (estado >= 400 && estado < 500) {
      req.log.info({ err: error }, 'Solicitud rechazada');
      // Our own client errors carry a Spanish message; Fastify's and its plugins' are English.
      const propio = error.code === 'FORMULARIO_INVALIDO';
      return reply.code(estado).send({
        error: propio ? error.message : (MENSAJE_POR_ESTADO[estado] ?? 'Solicitud no válida'),
        code: error.code ?? 'BAD_REQUEST',
      });
    }
    req.log.error({ err: error }, 'Error inesperado');
    return reply.code(500).send({ error: 'Error interno del servidor', requestId: req.id });
  });
}
