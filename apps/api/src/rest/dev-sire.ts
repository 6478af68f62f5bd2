import type { PropuestaSembrada, SimuladorSire } from '@kipu/simuladores';
import type { FastifyInstance } from 'fastify';

const esPropuesta = (p: unknown): p is PropuestaSembrada => {
  const c = p as Partial<Record<keyof PropuestaSembrada, unknown>> | null;
  return (
    typeof c?.ruc === 'string' &&
    typeof c.periodo === 'string' &&
    (c.libro === 'rvie' || c.libro === 'rce') &&
    Array.isArray(c.filas)
  );
};

/**
 * POST /dev/sire/propuesta (never in production, only with the embedded SIRE simulator): gives the
 * simulator the proposal SUNAT would export for a RUC, register and period, so the screens can be tried
 * locally; SUNAT itself answers 1070 for a period it has no documents of.
 */
export function registrarRutaSimuladorSire(app: FastifyInstance, simulador: SimuladorSire): void {
  app.post('/dev/sire/propuesta', async (req, reply) => {
    if (!esPropuesta(req.body))
      return reply.code(400).send({ error: 'Se espera { ruc, periodo, libro: rvie|rce, filas: [] }' });
    simulador.sembrar(req.body);
    return { ok: true };
  });
}
