import { schema } from '@kipu/db';
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type RegistroAuditoriaVista = {
  id: string;
  fecha: string;
  actor: string;
  usuario: string | null;
  accion: string;
  detalle: string;
};

/** The session company's access log, newest first (at most 500 entries a call). */
export async function auditoriaDeEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
  limite: number,
): Promise<RegistroAuditoriaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return registrosDeAuditoria(deps, eq(schema.auditoriaAccesos.empresaId, empresaId), limite);
}

/** The access log's entries that match, newest first, with the actor's and the member's e-mail. */
export async function registrosDeAuditoria(
  deps: Dependencias,
  donde: SQL | undefined,
  limite: number,
): Promise<RegistroAuditoriaVista[]> {
  const { auditoriaAccesos, usuarios } = schema;
  const afectado = alias(usuarios, 'afectado');
  const filas = await deps.db
    .select({ a: auditoriaAccesos, actor: usuarios.email, usuario: afectado.email })
    .from(auditoriaAccesos)
    .innerJoin(usuarios, eq(usuarios.id, auditoriaAccesos.actorId))
    .leftJoin(afectado, eq(afectado.id, auditoriaAccesos.usuarioId))
    .where(donde)
    .orderBy(desc(auditoriaAccesos.createdAt))
    .limit(Math.min(Math.max(limite, 1), 500));
  return filas.map(({ a, actor, usuario }) => ({
    id: a.id,
    fecha: a.createdAt.toISOString(),
    actor,
    usuario,
    accion: a.accion,
    detalle: JSON.stringify(a.detalle),
  }));
}
