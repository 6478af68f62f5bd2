/** A file the server generated for one request (GraphQL type ArchivoGenerado). */
export interface ArchivoGenerado {
  nombre: string;
  mime: string;
  base64: string;
}

/** The bytes of a base64 answer. */
export function bytesDeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binario = atob(base64);
  const bytes = new Uint8Array(binario.length);
  for (let i = 0; i < binario.length; i++) bytes[i] = binario.charCodeAt(i);
  return bytes;
}

/** Saves a generated file through the browser's download, under the name the server gave it. */
export function descargarArchivo(archivo: ArchivoGenerado): void {
  const url = URL.createObjectURL(new Blob([bytesDeBase64(archivo.base64)], { type: archivo.mime }));
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = archivo.nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
