import type { FastifyInstance } from 'fastify';
import type { Dependencias } from '../shared/dependencias.ts';

/** GET /captcha/challenge: a fresh ALTCHA challenge for the login widget. */
export function registrarRutasCaptcha(app: FastifyInstance, deps: Dependencias): void {
  app.get('/captcha/challenge', async (_req, reply) => {
    const { crearDesafio } = deps.captcha;
    if (!crearDesafio) return reply.code(404).send({ error: 'El captcha configurado no usa desafíos' });
    reply.header('cache-control', 'no-store');
    return crearDesafio();
  });
}
