import { normalizarEmail } from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { usuarioPorEmail } from '../../auth/usuarios.ts';
import { notificar } from './notificar.ts';

export type EnviarNotificacionInput = {
  email?: string | null;
  rol_id?: string | null;
  titulo: string;
  mensaje: string;
  link?: string | null;
};

/** An administrator's notice to one user or to a whole role. */
export async function enviarNotificacion(
  deps: Dependencias,
  input: EnviarNotificacionInput,
): Promise<number> {
  const titulo = input.titulo.trim();
  const mensaje = input.mensaje.trim();
  if (!titulo || titulo.length > 120) throw entradaInvalida('Ingrese un título (hasta 120 caracteres)');
  if (!mensaje || mensaje.length > 1000) throw entradaInvalida('Ingrese un mensaje (hasta 1000 caracteres)');
  const link = input.link?.trim() || null;
  // Only in-app paths: a notification never sends the user to another site.
  if (link && !/^\/[\w\-/?=&.%]*$/.test(link))
    throw entradaInvalida('El enlace debe ser una ruta de la plataforma');
  if (input.email) {
    const usuario = await usuarioPorEmail(deps.db, normalizarEmail(input.email));
    if (!usuario) throw entradaInvalida('Su correo no esta registrado');
    return (await notificar(deps, { usuarioId: usuario.id }, { titulo, mensaje, link })).length;
  }
  if (input.rol_id) return (await notificar(deps, { rolId: input.rol_id }, { titulo, mensaje, link })).length;
  throw entradaInvalida('Indique un usuario o un rol');
}
