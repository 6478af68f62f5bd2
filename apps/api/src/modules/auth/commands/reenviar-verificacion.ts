import { normalizarEmail } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { enviarEnlace } from '../enlaces.ts';
import { exigirLimite, UNA_HORA_S } from '../limites-auth.ts';
import { verificarEnlace } from '../tokens.ts';
import { usuarioPorEmail, usuarioPorId } from '../usuarios.ts';

const MAX_REENVIOS = 5;

/** Resent confirmation mails: a few per address in the window, and per IP per hour like sign-ups. */
async function limitarReenvio(deps: Dependencias, email: string, ip: string) {
  await exigirLimite(deps, `reenvio:ip:${ip}`, deps.config.limites.registrosPorIp, UNA_HORA_S);
  await exigirLimite(deps, `reenvio:${email}`, MAX_REENVIOS);
}

/** sendVerific: mails a new confirmation link to a registered, still unconfirmed address. */
export async function reenviarPorEmail(
  deps: Dependencias,
  emailCrudo: string,
  ip: string,
): Promise<{ id: string }> {
  const email = normalizarEmail(emailCrudo);
  await limitarReenvio(deps, email, ip);
  const usuario = await usuarioPorEmail(deps.db, email);
  if (!usuario) throw entradaInvalida('Su correo no esta registrado');
  if (usuario.emailVerificadoAt) throw entradaInvalida('Su correo ya fue verificado, inicie sesión');
  await enviarEnlace(deps, usuario, 'verificacion');
  return { id: usuario.id };
}

/** verify: from the link of an expired (but authentic) confirmation mail, sends a fresh one. */
export async function reenviarPorToken(
  deps: Dependencias,
  token: string,
  ip: string,
): Promise<{ email: string } | null> {
  const v = await verificarEnlace(token, deps.claves.jwt, 'verificacion');
  if (v.estado === 'invalido') return null;
  const usuario = await usuarioPorId(deps.db, v.claims.sub);
  if (!usuario || usuario.emailVerificadoAt) return null;
  await limitarReenvio(deps, usuario.email, ip);
  await enviarEnlace(deps, usuario, 'verificacion');
  return { email: usuario.email };
}
