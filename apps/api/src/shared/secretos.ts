import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Claves = {
  /** HS256 key of access, authorization and link tokens. */
  jwt: Uint8Array;
  /** HMAC key of captcha challenges. */
  captcha: string;
  /** AES-256-GCM key for secrets at rest (SOL credentials, certificates). */
  cifrado: Buffer;
};

function derivar(maestra: Buffer, uso: string): Buffer {
  return Buffer.from(hkdfSync('sha256', maestra, Buffer.alloc(0), `kipu:${uso}`, 32));
}

/**
 * One master secret: APP_SECRET from the environment (several instances must share it), otherwise a
 * key file generated once in the data folder. Each use gets its own derived key.
 */
export function cargarClaves(dataDir: string, secretoEntorno: string | undefined): Claves {
  let maestra: Buffer;
  if (secretoEntorno) {
    maestra = createHash('sha256').update(secretoEntorno).digest();
  } else {
    const archivo = join(dataDir, 'secret.key');
    if (!existsSync(archivo)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(archivo, randomBytes(32).toString('hex'), { mode: 0o600 });
      chmodSync(archivo, 0o600);
    }
    maestra = Buffer.from(readFileSync(archivo, 'utf8').trim(), 'hex');
  }
  return {
    jwt: new Uint8Array(derivar(maestra, 'jwt')),
    captcha: derivar(maestra, 'captcha').toString('hex'),
    cifrado: derivar(maestra, 'cifrado'),
  };
}
