import { crc32, deflateSync } from 'node:zlib';

function trozo(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/** A real greyscale PNG with a diagonal stroke, like a signature drawn on the 250-wide canvas. */
export function pngFirma(ancho = 250, alto = 80): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const filas: Buffer[] = [];
  for (let y = 0; y < alto; y++) {
    const fila = Buffer.alloc(ancho + 1, 255);
    fila[0] = 0; // filter: none
    for (let x = 0; x < ancho; x++) if (Math.abs(Math.round((x * alto) / ancho) - y) < 2) fila[x + 1] = 0;
    filas.push(fila);
  }
  const firma = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    firma,
    trozo('IHDR', ihdr),
    trozo('IDAT', deflateSync(Buffer.concat(filas))),
    trozo('IEND', Buffer.alloc(0)),
  ]);
}

export const firmaDataUrl = () => `data:image/png;base64,${pngFirma().toString('base64')}`;
