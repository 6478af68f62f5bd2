import { ROL } from '@kipu/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { leerSesionActiva } from '../../modules/auth/sesion-activa.ts';
import type { Dependencias } from '../../shared/dependencias.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The client is this machine: its address (the socket's, or the one the configured trusted proxies
 * vouch for) is loopback, and no untrusted proxy stands between (a forwarding header with no trusted
 * proxy configured means a local reverse proxy relayed someone else).
 */
export function esPeticionLocal(req: FastifyRequest, hayProxiesConfiables: boolean): boolean {
  const reenviada = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return LOOPBACK.test(req.ip) && (hayProxiesConfiables || !reenviada);
}

/**
 * preHandler of the development routes (mail outbox, SIRE seeding): only from this machine or for a
 * logged-in platform administrator; anyone else gets 403, whatever headers they send.
 */
export function soloLocalOAdministrador(deps: Dependencias) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (esPeticionLocal(req, deps.config.proxiesConfiables.length > 0)) return;
    const token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    const sesion = await leerSesionActiva(deps, token).catch(() => undefined);
    if (sesion?.usuario.rolId === ROL.administradorGeneral) return;
    return reply
      .code(403)
      .send({ error: 'Disponible solo desde este equipo o para el administrador de la plataforma' });
  };
}
