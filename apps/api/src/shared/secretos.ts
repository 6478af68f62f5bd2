import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export type Claves = {
  /** HS256 key of access, authorization and link tokens. */
  jwt: Uint8Array;
  /** HMAC key of captcha challenges. */
  captcha: string;
  /** AES-256-GCM key for secrets at rest (SOL credentials, certificates). */
  cifrado: Buffer;
};

/** Where the master secret may come from: the environment's variables of the same names. */
export type FuenteSecreto = { APP_SECRET?: string | undefined; APP_SECRET_FILE?: string | undefined };

/** A configured secret shorter than this is refused: it would be guessable. */
export const MIN_SECRETO = 32;

function derivar(maestra: Buffer, uso: string): Buffer {
  return Buffer.from(hkdfSync('sha256', maestra, Buffer.alloc(0), `kipu:${uso}`, 32));
}

/** The configured secret as written: APP_SECRET untrimmed (the keys already derived from it stay valid). */
function configurado(secreto: string, nombre: string): Buffer {
  if (secreto.length < MIN_SECRETO)
    throw new Error(
      `${nombre} debe tener al menos ${MIN_SECRETO} caracteres (tiene ${secreto.length}); genere uno con: openssl rand -hex 32`,
    );
  return createHash('sha256').update(secreto).digest();
}

/** The file's content without the line end an editor or `echo` leaves. */
function leerArchivoSecreto(archivo: string): string {
  try {
    return readFileSync(archivo, 'utf8').trim();
  } catch (e) {
    throw new Error(`No se pudo leer APP_SECRET_FILE (${archivo}): ${(e as Error).message}`);
  }
}

const dentroDe = (carpeta: string, archivo: string) => {
  const r = relative(resolve(carpeta), resolve(archivo));
  return r !== '' && !r.startsWith('..') && !r.startsWith('/');
};

const AVISO_CARPETA =
  'la clave maestra está dentro de DATA_DIR: una copia de esa carpeta basta para descifrar las claves SOL ' +
  'y los certificados guardados. Guárdela fuera (APP_SECRET_FILE) o en APP_SECRET.';

/**
 * One master secret, from (in this order) the file APP_SECRET_FILE names (kept outside DATA_DIR, so a
 * backup of the data does not carry its key), APP_SECRET, or a key file generated once in the data
 * folder. Several instances must share it. Each use gets its own derived key. Setting both variables
 * is refused: which one is meant cannot be guessed.
 */
export function cargarClaves(dataDir: string, fuente: FuenteSecreto, produccion = false): Claves {
  let maestra: Buffer;
  if (fuente.APP_SECRET_FILE && fuente.APP_SECRET)
    throw new Error('Configure APP_SECRET_FILE o APP_SECRET, no ambas');
  if (fuente.APP_SECRET_FILE) {
    maestra = configurado(leerArchivoSecreto(fuente.APP_SECRET_FILE), 'La clave de APP_SECRET_FILE');
    if (produccion && dentroDe(dataDir, fuente.APP_SECRET_FILE)) console.warn(`Aviso: ${AVISO_CARPETA}`);
  } else if (fuente.APP_SECRET) {
    maestra = configurado(fuente.APP_SECRET, 'APP_SECRET');
  } else {
    const archivo = join(dataDir, 'secret.key');
    if (!existsSync(archivo)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(archivo, randomBytes(32).toString('hex'), { mode: 0o600 });
      chmodSync(archivo, 0o600);
    }
    if (produccion) console.warn(`Aviso: ${AVISO_CARPETA} (${archivo})`);
    maestra = Buffer.from(readFileSync(archivo, 'utf8').trim(), 'hex');
  }
  return {
    jwt: new Uint8Array(derivar(maestra, 'jwt')),
    captcha: derivar(maestra, 'captcha').toString('hex'),
    cifrado: derivar(maestra, 'cifrado'),
  };
}
