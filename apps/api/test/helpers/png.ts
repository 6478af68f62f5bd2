import { codificarPng } from '../../src/shared/png.ts';

/** A real PNG with a dark diagonal stroke on white, like a signature drawn on the 250-wide canvas. */
export function pngFirma(ancho = 250, alto = 80): Buffer {
  const rgb = new Uint8Array(ancho * alto * 3).fill(255);
  for (let y = 0; y < alto; y++)
    for (let x = 0; x < ancho; x++)
      if (Math.abs(Math.round((x * alto) / ancho) - y) < 2)
        rgb.fill(0, (y * ancho + x) * 3, (y * ancho + x + 1) * 3);
  return codificarPng(ancho, alto, rgb);
}

export const firmaDataUrl = () => `data:image/png;base64,${pngFirma().toString('base64')}`;
