import { schema } from '@kipu/db';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { soloLocalOAdministrador } from '../infra/http/acceso-desarrollo.ts';
import type { Dependencias } from '../shared/dependencias.ts';

/**
 * GET /dev/outbox (never in production; from this machine or for the platform administrator only): the
 * stored mails, newest first, to open links locally. Its reset links are account keys.
 */
export function registrarRutasCorreo(app: FastifyInstance, deps: Dependencias): void {
  app.get('/dev/outbox', { preHandler: soloLocalOAdministrador(deps) }, async () => {
    const { correos } = schema;
    const filas = await deps.db.select().from(correos).orderBy(desc(correos.createdAt)).limit(200);
    return filas.map((c) => ({
      id: c.id,
      to: c.para,
      subject: c.asunto,
      text: c.texto,
      html: c.html,
      created_at: c.createdAt,
      sent_at: c.enviadoAt,
      error: c.error,
    }));
  });
}
