import { readAuth } from '../../../lib/session-storage';
/** The complaint's optional attachment: POST /upload (multipart img, type, name) → `{ data: { name } }`. */
export const UPLOAD_PATH = '/upload';
export const ADJUNTO_TIPO = 'libro';
export const ADJUNTO_MAX_BYTES = 5 * 1024 * 1024;
export const ADJUNTO_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export const SUBIDA_FALLIDA = 'No se pudo subir la imagen, intente nuevamente';

export type ResultadoSubida = { name: string } | { error: string };

function esObjeto(valor: unknown): valor is Record<string, unknown> {
  return valor !== null && typeof valor === 'object' && !Array.isArray(valor);
}

/** What an answer of POST /upload means: the stored name, or the server's message (or a generic one). */
export function leerRespuestaSubida(ok: boolean, cuerpo: unknown): ResultadoSubida {
  if (esObjeto(cuerpo)) {
    const data = cuerpo.data;
    if (ok && esObjeto(data) && typeof data.name === 'string' && data.name) return { name: data.name };
    if (typeof cuerpo.error === 'string' && cuerpo.error) return { error: cuerpo.error };
  }
  return { error: SUBIDA_FALLIDA };
}

/** What the image is for: the public complaint form, or (with a session) a logo, a product or the user's avatar. */
export type TipoImagen = typeof ADJUNTO_TIPO | 'logo' | 'producto' | 'avatar';

/** Uploads the image; never throws. A logo or a product picture goes with the session's token. */
export async function subirImagen(archivo: File, tipo: TipoImagen = ADJUNTO_TIPO): Promise<ResultadoSubida> {
  const formulario = new FormData();
  formulario.append('type', tipo);
  formulario.append('name', archivo.name);
  // The file goes last: the server reads the fields that come before it.
  formulario.append('img', archivo, archivo.name);
  const token = tipo === ADJUNTO_TIPO ? undefined : readAuth()?.authentication;
  try {
    const respuesta = await fetch(UPLOAD_PATH, {
      method: 'POST',
      body: formulario,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const cuerpo: unknown = await respuesta.json().catch(() => null);
    return leerRespuestaSubida(respuesta.ok, cuerpo);
  } catch {
    return { error: SUBIDA_FALLIDA };
  }
}

/** Where the server serves a stored file (the preview PDF, the filed hoja, the attachment). */
export function urlAlmacen(ruta: string): string {
  return `/storage/${ruta.split('/').map(encodeURIComponent).join('/')}`;
}
