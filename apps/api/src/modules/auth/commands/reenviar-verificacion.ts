import { normalizarEmail } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { demasiadosIntentos, entradaInvalida } from '../../../shared/errores.ts';
import { enviarEnlace } from '../enlaces.ts';
import { verificarEnlace } from '../tokens.ts';
import { usuarioPorEmail, usuarioPorId } from '../usuarios.ts';

const MAX_REENVIOS = 5;

async function limitarReenvio(deps: Dependencias, clave: string) {
  if (!(await deps.limitador.intentar(`reenvio:${clave}`, MAX_REENVIOS))) throw demasiadosIntentos();
}

/** sendVerific: mails a new confirmation link to a registered, still unconfirmed address. */
export async function reenviarPorEmail(deps: Dependencias, emailCrudo: string): Promise<{ id: string }> {
  const email = normalizarEmail(emailCrudo);
  await limitarReenvio(deps, email);
  const usuario = await usuarioPorEmail(deps.db, email);
  if (!usuario) throw entradaInvalida('Su correo no esta registrado');
  if (usuario.emailVerificadoAt) throw entradaInvalida('Su correo ya fue verificado, inicie sesión');
  await enviarEnlace(deps, usuario, 'verificacion');
  return { id: usuario.id };
}

/** verify: from the link of an expired (but authentic) confirmation mail, sends a fresh one. */
export async function reenviarPorToken(deps: Dependencias, token: string): Promise<{ email: string } | null> {
  const v = await verificarEnlace(token, deps.claves.jwt, 'verificacion');
  if (v.estado === 'invalido') return null;
  const usuario = await usuarioPorId(deps.db, v.claims.sub);
  if (!usuario || usuario.emailVerificadoAt) return null;
  await limitarReenvio(deps, usuario.email);
  await enviarEnlace(deps, usuario, 'verificacion');
  return { email: usuario.email };
}
