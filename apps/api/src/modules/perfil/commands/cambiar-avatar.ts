import { stat } from 'node:fs/promises';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';

/** Only a name POST /upload (type avatar) made: the avatars folder, a random name, an image extension. */
const NOMBRE_AVATAR = /^avatars\/[0-9a-f-]{36}\.(?:png|jpg|webp|gif)$/;

/** cambiarMiAvatar: points the user at an uploaded picture, or removes it with null. */
export async function cambiarAvatar(
  deps: Dependencias,
  usuarioId: string,
  avatar: string | null | undefined,
): Promise<void> {
  const nombre = avatar?.trim() || null;
  if (nombre) {
    const ruta = NOMBRE_AVATAR.test(nombre) ? deps.almacen.rutaAbsoluta(nombre) : undefined;
    const existe = ruta
      ? await stat(ruta).then(
          (s) => s.isFile(),
          () => false,
        )
      : false;
    if (!existe) throw entradaInvalida('La foto no es válida: súbala nuevamente');
  }
  await deps.db.update(schema.usuarios).set({ avatar: nombre }).where(eq(schema.usuarios.id, usuarioId));
}
