import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { tokenExpirado } from '../../../shared/errores.ts';
import { consumirEnlace } from '../enlaces.ts';
import { abrirSesion, type MetaPeticion, type ResultadoLogin } from '../sesiones.ts';
import { verificarEnlace } from '../tokens.ts';
import { usuarioPorId } from '../usuarios.ts';

/** emailConfirmation: confirms the address and logs the user in; null for an unknown or used token. */
export async function confirmarEmail(
  deps: Dependencias,
  token: string,
  meta: MetaPeticion,
): Promise<ResultadoLogin | null> {
  const v = await verificarEnlace(token, deps.claves.jwt, 'verificacion');
  if (v.estado === 'invalido') return null;
  if (v.estado === 'expirado') throw tokenExpirado();
  const usuario = await usuarioPorId(deps.db, v.claims.sub);
  if (!usuario) return null;
  const confirmado = await deps.db.transaction(async (tx) => {
    if (!(await consumirEnlace(tx, v.claims.jti))) return false;
    await tx
      .update(schema.usuarios)
      .set({ emailVerificadoAt: usuario.emailVerificadoAt ?? new Date() })
      .where(eq(schema.usuarios.id, usuario.id));
    return true;
  });
  if (!confirmado) return null;
  return abrirSesion(deps, usuario, meta);
}
