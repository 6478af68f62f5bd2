import { schema } from '@kipu/db';
import { esPasswordRegistroValida, MENSAJE_PASSWORD_REGISTRO } from '@kipu/peru';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { exigirPasswordActual } from '../password-actual.ts';

export type CambioPassword = { actual: string; nueva: string };

/**
 * cambiarMiPassword: with the current password, sets a new one (the sign-up rule) and at once ends every
 * other session of the user — their tokens answer UNAUTHENTICATED from the next request — and any reset
 * or e-mail change link still pending; the session that asked stays.
 */
export async function cambiarPassword(
  deps: Dependencias,
  sesion: { id: string; usuarioId: string },
  { actual, nueva }: CambioPassword,
): Promise<boolean> {
  if (!esPasswordRegistroValida(nueva)) throw entradaInvalida(MENSAJE_PASSWORD_REGISTRO);
  if (nueva === actual) throw entradaInvalida('La nueva contraseña debe ser distinta de la actual');
  await exigirPasswordActual(deps, sesion.usuarioId, actual);
  const passwordHash = await hashPassword(nueva, deps.config.argon2);
  const { usuarios, sesiones, tokensUnUso } = schema;
  const ahora = new Date();
  await deps.db.transaction(async (tx) => {
    // A password of the user's own: a sub-account's temporary one no longer holds its grants back.
    await tx
      .update(usuarios)
      .set({ passwordHash, debeCambiarPassword: false })
      .where(eq(usuarios.id, sesion.usuarioId));
    await tx
      .update(sesiones)
      .set({ revocadaAt: ahora, motivoRevocacion: 'cambio_password' })
      .where(
        and(
          eq(sesiones.usuarioId, sesion.usuarioId),
          ne(sesiones.id, sesion.id),
          isNull(sesiones.revocadaAt),
        ),
      );
    await tx
      .update(tokensUnUso)
      .set({ usadoAt: ahora })
      .where(
        and(
          eq(tokensUnUso.usuarioId, sesion.usuarioId),
          inArray(tokensUnUso.proposito, ['reset', 'cambio_email']),
          isNull(tokensUnUso.usadoAt),
        ),
      );
  });
  return true;
}
