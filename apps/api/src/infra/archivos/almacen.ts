import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * libro: complaint attachments (public form); logos and productos: images of a company's records;
 * avatars: users' profile pictures;
 * comprobantes: the PDF, XML and CDR of a document mailed to its customer; boletas: a payslip PDF mailed
 * to its worker (both kept with the mail).
 */
export type Carpeta = 'libro' | 'logos' | 'productos' | 'avatars' | 'comprobantes' | 'boletas';

/** Files by folder under DATA_DIR/files, with names the server makes (random, never the user's). */
export type Almacen = {
  guardar(carpeta: Carpeta, datos: Buffer, extension: string): Promise<string>;
  leer(ruta: string): Promise<Buffer>;
  /** The absolute path of a stored file, or undefined when the name is not one of ours. */
  rutaAbsoluta(ruta: string): string | undefined;
};

const NOMBRE =
  /^(?:(?:libro|logos|productos|avatars)\/[0-9a-f-]{36}\.(?:pdf|png|jpg|webp|gif)|comprobantes\/[0-9a-f-]{36}\.(?:pdf|xml|zip)|boletas\/[0-9a-f-]{36}\.pdf)$/;

export function crearAlmacenLocal(raiz: string): Almacen {
  const base = resolve(raiz);
  const rutaAbsoluta = (ruta: string) => {
    if (!NOMBRE.test(ruta)) return undefined;
    const absoluta = resolve(base, ruta);
    return absoluta.startsWith(base + sep) ? absoluta : undefined;
  };
  return {
    async guardar(carpeta, datos, extension) {
      const ruta = `${carpeta}/${randomUUID()}.${extension}`;
      await mkdir(join(base, carpeta), { recursive: true });
      await writeFile(join(base, ruta), datos);
      return ruta;
    },
    async leer(ruta) {
      const absoluta = rutaAbsoluta(ruta);
      if (!absoluta) throw new Error('Archivo no válido');
      return readFile(absoluta);
    },
    rutaAbsoluta,
  };
}

export type TipoImagen = { extension: 'png' | 'jpg' | 'webp' | 'gif'; mime: string };

/** Recognises an image by its first bytes, whatever its name or declared type says. */
export function tipoDeImagen(datos: Buffer): TipoImagen | undefined {
  const inicia = (...bytes: number[]) => bytes.every((b, i) => datos[i] === b);
  if (inicia(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { extension: 'png', mime: 'image/png' };
  if (inicia(0xff, 0xd8, 0xff)) return { extension: 'jpg', mime: 'image/jpeg' };
  if (inicia(0x47, 0x49, 0x46, 0x38)) return { extension: 'gif', mime: 'image/gif' };
  if (inicia(0x52, 0x49, 0x46, 0x46) && datos.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { extension: 'webp', mime: 'image/webp' };
  }
  return undefined;
}
