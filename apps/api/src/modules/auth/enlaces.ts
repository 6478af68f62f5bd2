import { type Db, schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Correo } from '../../infra/correo/correo.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { correoCambioEmail, correoReset, correoVerificacion } from './correos-auth.ts';
import { firmarEnlace, type PropositoEnlace } from './tokens.ts';

const VIGENCIA: Record<PropositoEnlace, { jwt: string; ms: number }> = {
  verificacion: { jwt: '24h', ms: 24 * 3_600_000 },
  reset: { jwt: '1h', ms: 3_600_000 },
  cambio_email: { jwt: '24h', ms: 24 * 3_600_000 },
};

/** For cambio_email, `email` is the new address: the link is mailed there and carries it. */
type Destinatario = { id: string; email: string; nombres: string };

/**
 * Mails a one-time link. Earlier unused links of the same purpose stop working, so only the newest
 * mail is good.
 */
export async function enviarEnlace(
  deps: Dependencias,
  usuario: Destinatario,
  proposito: PropositoEnlace,
): Promise<void> {
  const { tokensUnUso } = schema;
  const [fila] = await deps.db.transaction(async (tx) => {
    await tx
      .update(tokensUnUso)
      .set({ usadoAt: new Date() })
      .where(
        and(
          eq(tokensUnUso.usuarioId, usuario.id),
          eq(tokensUnUso.proposito, proposito),
          isNull(tokensUnUso.usadoAt),
        ),
      );
    return tx
      .insert(tokensUnUso)
      .values({ usuarioId: usuario.id, proposito, expiraAt: new Date(Date.now() + VIGENCIA[proposito].ms) })
      .returning({ id: tokensUnUso.id });
  });
  if (!fila) throw new Error('No se pudo crear el enlace');
  const token = await firmarEnlace(
    { sub: usuario.id, email: usuario.email, proposito, jti: fila.id },
    deps.claves.jwt,
    VIGENCIA[proposito].jwt,
  );
  const base = deps.config.publicUrl;
  const correos: Record<PropositoEnlace, () => Correo> = {
    verificacion: () => correoVerificacion(usuario.email, usuario.nombres, `${base}/account/verify/${token}`),
    reset: () => correoReset(usuario.email, usuario.nombres, `${base}/password/reset/${token}`),
    cambio_email: () => correoCambioEmail(usuario.email, usuario.nombres, `${base}/account/email/${token}`),
  };
  await deps.cartero.enviar(correos[proposito]());
}

/** Marks the link used; false when it was already used or superseded. */
export async function consumirEnlace(db: Db, jti: string): Promise<boolean> {
  const { tokensUnUso } = schema;
  const filas = await db
    .update(tokensUnUso)
    .set({ usadoAt: new Date() })
    .where(and(eq(tokensUnUso.id, jti), isNull(tokensUnUso.usadoAt)))
    .returning({ id: tokensUnUso.id });
  return filas.length === 1;
}
