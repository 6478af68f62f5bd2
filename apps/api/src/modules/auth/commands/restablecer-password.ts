import { schema } from '@kipu/db';
import { esPasswordResetValida, MENSAJE_PASSWORD_RESET, normalizarEmail } from '@kipu/peru';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, tokenExpirado } from '../../../shared/errores.ts';
import { consumirEnlace, enviarEnlace } from '../enlaces.ts';
import { exigirLimite } from '../limites-auth.ts';
import { hashPassword } from '../passwords.ts';
import { abrirSesion, type MetaPeticion, type ResultadoLogin } from '../sesiones.ts';
import { verificarEnlace } from '../tokens.ts';
import { usuarioPorEmail } from '../usuarios.ts';

/** reset: 'reset' when the address is not verified yet, 'sent' when the link was mailed, null when unknown. */
export async function solicitarReset(
  deps: Dependencias,
  emailCrudo: string,
  ip: string,
): Promise<{ authentication: 'reset' | 'sent' } | null> {
  const email = normalizarEmail(emailCrudo);
  if (!email) throw entradaInvalida('¡Ingrese un email Válido!');
  // Per IP first: one address cannot walk through accounts; per account: nobody's mailbox gets flooded.
  await exigirLimite(deps, `reset:ip:${ip}`, deps.config.limites.porIp);
  await exigirLimite(deps, `reset:cuenta:${email}`, deps.config.limites.porCuenta);
  const usuario = await usuarioPorEmail(deps.db, email);
  if (!usuario) return null;
  if (!usuario.emailVerificadoAt) return { authentication: 'reset' };
  await enviarEnlace(deps, usuario, 'reset');
  return { authentication: 'sent' };
}

export type PasswordResetInput = { email: string; password: string; token: string };

/** passwordReset: sets the new password from a valid link and logs in (ending other sessions); limited per IP. */
export async function restablecerPassword(
  deps: Dependencias,
  input: PasswordResetInput,
  meta: MetaPeticion,
): Promise<ResultadoLogin> {
  const email = normalizarEmail(input.email);
  if (!email) throw entradaInvalida('Ingrese un Email!');
  if (!esPasswordResetValida(input.password)) throw entradaInvalida(MENSAJE_PASSWORD_RESET);
  await exigirLimite(deps, `cambio:ip:${meta.ip}`, deps.config.limites.porIp);
  const v = await verificarEnlace(input.token, deps.claves.jwt, 'reset');
  if (v.estado === 'expirado') throw tokenExpirado();
  if (v.estado === 'invalido' || v.claims.email !== email) throw entradaInvalida('Token inválido');
  const usuario = await usuarioPorEmail(deps.db, email);
  if (!usuario || usuario.id !== v.claims.sub) throw entradaInvalida('Token inválido');
  const passwordHash = await hashPassword(input.password, deps.config.argon2);
  const ok = await deps.db.transaction(async (tx) => {
    if (!(await consumirEnlace(tx, v.claims.jti))) return false;
    await tx
      .update(schema.usuarios)
      .set({ passwordHash, debeCambiarPassword: false })
      .where(and(eq(schema.usuarios.id, usuario.id), isNull(schema.usuarios.deletedAt)));
    return true;
  });
  if (!ok) throw entradaInvalida('El enlace ya fue usado; solicite uno nuevo');
  return abrirSesion(deps, usuario, meta);
}
