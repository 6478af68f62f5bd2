import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Dependencias } from '../../shared/dependencias.ts';

const ESPERA_BASE_MS = 2000;

type Estado = 'ok' | 'error';

async function revisarDisco(dataDir: string, minimoMb: number) {
  try {
    const info = await statfs(dataDir);
    const libreMb = Math.floor((info.bavail * info.bsize) / 1024 ** 2);
    return { status: (libreMb < minimoMb ? 'error' : 'ok') as Estado, freeMb: libreMb, minMb: minimoMb };
  } catch {
    return { status: 'error' as Estado, freeMb: null, minMb: minimoMb };
  }
}

async function revisarBase(deps: Dependencias) {
  const inicio = performance.now();
  let espera: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, mal) => {
    espera = setTimeout(() => mal(new Error('tiempo agotado')), ESPERA_BASE_MS);
  });
  try {
    await Promise.race([deps.db.execute(sql`select 1`), limite]);
    return { status: 'ok' as Estado, ms: Math.round(performance.now() - inicio) };
  } catch {
    return { status: 'error' as Estado, ms: Math.round(performance.now() - inicio) };
  } finally {
    clearTimeout(espera);
  }
}

/**
 * GET /health: 200 when the data folder's disk has room, the database answers `select 1` in time and
 * the job queue did not fail to start; 503 otherwise, with each check's detail for the operator.
 */
export function registrarRutaSalud(app: FastifyInstance, deps: Dependencias): void {
  app.get('/health', async (_req, reply) => {
    const [disk, database] = await Promise.all([
      revisarDisco(deps.config.dataDir, deps.config.saludDiscoMinimoMb),
      revisarBase(deps),
    ]);
    const estadoCola = deps.cola.estado();
    const queue = { status: (estadoCola === 'error' ? 'error' : 'ok') as Estado, state: estadoCola };
    const status: Estado = [disk, database, queue].every((c) => c.status === 'ok') ? 'ok' : 'error';
    reply.header('cache-control', 'no-store');
    return reply
      .code(status === 'ok' ? 200 : 503)
      .send({ status, db: deps.database.kind, checks: { disk, database, queue } });
  });
}
