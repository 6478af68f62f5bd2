import type { PropuestaSembrada, SimuladorSire } from '@kipu/simuladores';
import type { FastifyInstance } from 'fastify';
import { soloLocalOAdministrador } from '../infra/http/acceso-desarrollo.ts';
import type { Dependencias } from '../shared/dependencias.ts';

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
 * POST /dev/sire/propuesta (never in production, only with the embedded SIRE simulator, from this
 * machine or for the platform administrator): gives the simulator the proposal SUNAT would export for
 * a RUC, register and period, so the screens can be tried locally; SUNAT itself answers 1070 for a
 * period it has no documents of.
 */
export function registrarRutaSimuladorSire(
  app: FastifyInstance,
  deps: Dependencias,
  simulador: SimuladorSire,
): void {
  app.post('/dev/sire/propuesta', { preHandler: soloLocalOAdministrador(deps) }, async (req, reply) => {
    if (!esPropuesta(req.body))
      return reply.code(400).send({ error: 'Se espera { ruc, periodo, libro: rvie|rce, filas: [] }' });
    simulador.sembrar(req.body);
    return { ok: true };
  });
}
