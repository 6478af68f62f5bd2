import type { FastifyBaseLogger } from 'fastify';

/**
 * Last line of defence: a rejection or exception no route caught is logged and the process keeps
 * serving — one bad request must not take every user's session down with it. Route errors never get
 * here (the error handler answers them); what does is a bug to fix, hence the error level.
 */
export function vigilarProceso(log: FastifyBaseLogger): void {
  process.on('unhandledRejection', (motivo) => {
    log.error({ err: motivo }, 'Promesa rechazada sin manejar');
  });
  process.on('uncaughtException', (error, origen) => {
    log.error({ err: error, origen }, 'Excepción sin capturar');
  });
}
