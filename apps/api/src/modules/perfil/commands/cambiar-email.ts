import { errorDeBaseDatos, schema } from '@kipu/db';
import { dominioEmail, esEmailValido, normalizarEmail } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, tokenExpirado } from '../../../shared/errores.ts';
import { correoAvisoCambioEmail } from '../../auth/correos-auth.ts';
import { esCorreoTemporal } from '../../auth/correos-temporales.ts';
import { consumirEnlace, enviarEnlace } from '../../auth/enlaces.ts';
import { verificarEnlace } from '../../auth/tokens.ts';
import { usuarioPorEmail, usuarioPorId } from '../../auth/usuarios.ts';
import { exigirPasswordActual } from '../password-actual.ts';

const CORREO_TOMADO = 'El correo ya está registrado en otra cuenta';
const ENLACE_INVALIDO = 'El enlace no es válido o ya fue usado';

/**
 * solicitarCambioEmail: with the current password, mails a single-use link (24 h) to the new address.
 * Nothing changes until it is opened: the old address keeps logging in, and a newer request supersedes it.
 */
export async function solicitarCambioEmail(
  deps: Dependencias,
  usuarioId: string,
  entrada: { email: string; password: string },
): Promise<{ email: string }> {
  const email = normalizarEmail(entrada.email);
  if (!esEmailValido(email))
    throw entradaInvalida(`La dirección de email "${entrada.email.trim()}" es incorrecta`);
  if (esCorreoTemporal(dominioEmail(email))) throw entradaInvalida('No se admiten correos temporales');
  const usuario = await exigirPasswordActual(deps, usuarioId, entrada.password);
  if (email === usuario.email) throw entradaInvalida('El nuevo correo es igual al actual');
  if (await usuarioPorEmail(deps.db, email)) throw entradaInvalida(CORREO_TOMADO);
  await enviarEnlace(deps, { id: usuario.id, email, nombres: usuario.nombres }, 'cambio_email');
  return { email };
}

/**
 * confirmarCambioEmail: the link's new address becomes the account's (and counts as verified); the link
 * is spent, and the old address is told. Needs no session: the signed, single-use link is the proof.
 */
export async function confirmarCambioEmail(deps: Dependencias, token: string): Promise<{ email: string }> {
  const v = await verificarEnlace(token, deps.claves.jwt, 'cambio_email');
  if (v.estado === 'expirado') throw tokenExpirado();
  if (v.estado === 'invalido') throw entradaInvalida(ENLACE_INVALIDO);
  const usuario = await usuarioPorId(deps.db, v.claims.sub);
  if (!usuario) throw entradaInvalida(ENLACE_INVALIDO);
  const email = v.claims.email;
  try {
    await deps.db.transaction(async (tx) => {
      const otro = await usuarioPorEmail(tx, email);
      if (otro && otro.id !== usuario.id) throw entradaInvalida(CORREO_TOMADO);
      if (!(await consumirEnlace(tx, v.claims.jti))) throw entradaInvalida(ENLACE_INVALIDO);
      await tx
        .update(schema.usuarios)
        .set({ email, emailVerificadoAt: new Date() })
        .where(eq(schema.usuarios.id, usuario.id));
    });
  } catch (e) {
    // Another account took the address between the check and the write: the unique index decides.
    if (errorDeBaseDatos(e).code === '23505') throw entradaInvalida(CORREO_TOMADO);
    throw e;
  }
  await deps.cartero.enviar(
    correoAvisoCambioEmail(usuario.email, usuario.nombres, email, `${deps.config.publicUrl}/login`),
  );
  return { email };
}
