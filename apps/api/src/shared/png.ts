import { crc32, deflateSync } from 'node:zlib';

const FIRMA = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function bloque(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/**
 * An 8-bit RGB PNG of `ancho` × `alto` pixels from their bytes (three per pixel, row by row): the
 * smallest encoder the demo pictures and the tests need, so no image library is added for them.
 */
export function codificarPng(ancho: number, alto: number, rgb: Uint8Array): Buffer {
  if (rgb.length !== ancho * alto * 3) throw new Error('Los píxeles no corresponden al tamaño de la imagen');
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera.writeUInt8(8, 8); // bits per channel
  cabecera.writeUInt8(2, 9); // truecolour
  // Each row starts with its filter byte (0: none).
  const filas = Buffer.alloc(alto * (ancho * 3 + 1));
  for (let y = 0; y < alto; y++) {
    const inicio = y * (ancho * 3 + 1);
    filas[inicio] = 0;
    filas.set(rgb.subarray(y * ancho * 3, (y + 1) * ancho * 3), inicio + 1);
  }
  return Buffer.concat([
    FIRMA,
    bloque('IHDR', cabecera),
    bloque('IDAT', deflateSync(filas, { level: 9 })),
    bloque('IEND', Buffer.alloc(0)),
  ]);
}
