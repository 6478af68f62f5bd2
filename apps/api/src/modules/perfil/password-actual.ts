import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida, noAutenticado } from '../../shared/errores.ts';
import { exigirLimite } from '../auth/limites-auth.ts';
import { verificarPassword } from '../auth/passwords.ts';
import { type UsuarioFila, usuarioPorId } from '../auth/usuarios.ts';

/**
 * The password and e-mail changes ask for the current password, so a session left open (or a stolen
 * token) cannot take the account over; the attempts count per account, so it is no guessing oracle.
 */
export async function exigirPasswordActual(
  deps: Dependencias,
  usuarioId: string,
  password: string,
): Promise<UsuarioFila> {
  await exigirLimite(deps, `perfil:password:${usuarioId}`, deps.config.limites.porCuenta);
  const usuario = await usuarioPorId(deps.db, usuarioId);
  if (!usuario) throw noAutenticado();
  if (!(await verificarPassword(usuario.passwordHash, password)))
    throw entradaInvalida('La contraseña actual no es correcta');
  return usuario;
}
