import { describe, expect, it } from 'vitest';
import { leerRespuestaSubida, SUBIDA_FALLIDA, urlAlmacen } from './subir-imagen';

describe('leerRespuestaSubida', () => {
  it('takes the stored name of a successful upload', () => {
    expect(leerRespuestaSubida(true, { data: { name: 'libro/abc.png' } })).toEqual({ name: 'libro/abc.png' });
  });

  it("shows the server's error of a rejected upload", () => {
    expect(leerRespuestaSubida(false, { error: 'La imagen supera los 5 MB' })).toEqual({
      error: 'La imagen supera los 5 MB',
    });
  });

  it('falls back to a generic message for anything else', () => {
    expect(leerRespuestaSubida(false, null)).toEqual({ error: SUBIDA_FALLIDA });
    expect(leerRespuestaSubida(true, { data: {} })).toEqual({ error: SUBIDA_FALLIDA });
    expect(leerRespuestaSubida(false, { data: { name: 'libro/abc.png' } })).toEqual({
      error: SUBIDA_FALLIDA,
    });
    expect(leerRespuestaSubida(true, 'texto')).toEqual({ error: SUBIDA_FALLIDA });
  });
});

describe('urlAlmacen', () => {
  it('serves a stored path under /storage', () => {
    expect(urlAlmacen('libro/0b1c.pdf')).toBe('/storage/libro/0b1c.pdf');
    expect(urlAlmacen('libro/a b.png')).toBe('/storage/libro/a%20b.png');
  });
});
