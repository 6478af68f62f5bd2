/** Bytes → base64 (in chunks: String.fromCharCode cannot take a whole certificate at once). */
export function bytesABase64(bytes: Uint8Array): string {
  let binario = '';
  const TROZO = 0x8000;
  for (let i = 0; i < bytes.length; i += TROZO) {
    binario += String.fromCharCode(...bytes.subarray(i, i + TROZO));
  }
  return btoa(binario);
}

/** A file's content in base64 (what subirCertificado takes as `pfx_base64`). */
export async function archivoABase64(archivo: Blob): Promise<string> {
  return bytesABase64(new Uint8Array(await archivo.arrayBuffer()));
}

/** Largest certificate the server accepts: 200 000 base64 characters, i.e. 150 000 bytes. */
export const CERTIFICADO_MAX_BYTES = 150_000;
export const CERTIFICADO_ACCEPT = '.pfx,.p12';
