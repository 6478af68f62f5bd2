import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { noAutenticado, sesionReemplazada } from '../../shared/errores.ts';
import { verificarAcceso } from './tokens.ts';

export type SesionActiva = {
  id: string;
  usuario: { id: string; email: string; nombres: string; rolId: string };
  moduloId: string | null;
  empresaId: string | null;
  localId: string | null;
  periodo: string | null;
};

/** Resolves the bearer token to its live session; the session row is the truth, not the token. */
export async function leerSesionActiva(deps: Dependencias, token: string | null): Promise<SesionActiva> {
  if (!token) throw noAutenticado();
  const verificacion = await verificarAcceso(token, deps.claves.jwt);
  if (verificacion.estado !== 'valido') throw noAutenticado();
  const { sesiones, usuarios } = schema;
  const [fila] = await deps.db
    .select({ sesion: sesiones, usuario: usuarios })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(eq(sesiones.id, verificacion.claims.sid))
    .limit(1);
  if (!fila || fila.usuario.deletedAt) throw noAutenticado();
  if (fila.sesion.revocadaAt) {
    throw fila.sesion.motivoRevocacion === 'reemplazada' ? sesionReemplazada() : noAutenticado();
  }
  const { sesion, usuario } = fila;
  return {
    id: sesion.id,
    usuario: { id: usuario.id, email: usuario.email, nombres: usuario.nombres, rolId: usuario.rolId },
    moduloId: sesion.moduloId,
    empresaId: sesion.empresaId,
    localId: sesion.localId,
    periodo: sesion.periodo,
  };
}
