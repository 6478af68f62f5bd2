import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { noAutenticado, sesionReemplazada } from '../../../shared/errores.ts';
import { emitirRefresh } from '../sesiones.ts';
import { claimsAcceso, firmarAcceso, hashToken } from '../tokens.ts';

/**
 * refresh: trades a refresh token for a new access token and a new refresh token. A token is good
 * once: presenting a used one means it leaked, so the whole session (its token family) is revoked.
 */
export async function refrescarSesion(
  deps: Dependencias,
  refresh: string,
): Promise<{ authentication: string; refresh: string }> {
  const { refreshTokens, sesiones, usuarios } = schema;
  const { db } = deps;
  const [fila] = await db
    .select({ token: refreshTokens, sesion: sesiones, usuario: usuarios })
    .from(refreshTokens)
    .innerJoin(sesiones, eq(sesiones.id, refreshTokens.sesionId))
    .innerJoin(usuarios, eq(usuarios.id, sesiones.usuarioId))
    .where(eq(refreshTokens.tokenHash, hashToken(refresh)))
    .limit(1);
  if (!fila || fila.usuario.deletedAt || fila.usuario.desactivadoAt) throw noAutenticado();
  const { token, sesion, usuario } = fila;
  if (sesion.revocadaAt)
    throw sesion.motivoRevocacion === 'reemplazada' ? sesionReemplazada() : noAutenticado();
  const marcado = await db
    .update(refreshTokens)
    .set({ usadoAt: new Date() })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usadoAt)))
    .returning({ id: refreshTokens.id });
  if (marcado.length === 0) {
    await db
      .update(sesiones)
      .set({ revocadaAt: new Date(), motivoRevocacion: 'reuso_refresh' })
      .where(and(eq(sesiones.id, sesion.id), isNull(sesiones.revocadaAt)));
    throw noAutenticado();
  }
  if (token.expiraAt.getTime() < Date.now()) throw noAutenticado();
  const [authentication, nuevo] = await Promise.all([
    firmarAcceso(claimsAcceso(usuario, sesion.id), deps.claves.jwt),
    emitirRefresh(db, sesion.id),
  ]);
  return { authentication, refresh: nuevo };
}
