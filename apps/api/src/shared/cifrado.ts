import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM for secrets at rest (ARCHITECTURE §4.5): `v1.<iv>.<tag>.<data>`, base64url parts. */
export function cifrar(clave: Buffer, datos: Buffer | string): string {
  const iv = randomBytes(12);
  const cifrador = createCipheriv('aes-256-gcm', clave, iv);
  const cuerpo = Buffer.concat([
    cifrador.update(typeof datos === 'string' ? Buffer.from(datos, 'utf8') : datos),
    cifrador.final(),
  ]);
  return [
    VERSION,
    iv.toString('base64url'),
    cifrador.getAuthTag().toString('base64url'),
    cuerpo.toString('base64url'),
  ].join('.');
}

export function descifrar(clave: Buffer, sobre: string): Buffer {
  const [version, iv, tag, cuerpo] = sobre.split('.');
  if (version !== VERSION || !iv || !tag || cuerpo === undefined)
    throw new Error('Secreto cifrado con un formato desconocido');
  const descifrador = createDecipheriv('aes-256-gcm', clave, Buffer.from(iv, 'base64url'));
  descifrador.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([descifrador.update(Buffer.from(cuerpo, 'base64url')), descifrador.final()]);
}
