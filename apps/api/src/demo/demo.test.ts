import { inflateSync } from 'node:zlib';
import { esRucValido } from '@kipu/peru';
import { describe, expect, it } from 'vitest';
import { tipoDeImagen } from '../infra/archivos/almacen.ts';
import { codificarPng } from '../shared/png.ts';
import { PROVEEDORES_DEMO } from './actividad-comercial.ts';
import { actividadDemoActivada } from './actividad-demo.ts';
import { CATEGORIAS_CARTA, COCINAS_CARTA, PLATOS_CARTA } from './carta-demo.ts';
import { diasAntes, periodoAnterior } from './fechas-demo.ts';
import { ALTO, ANCHO, imagenDePlato } from './imagenes-carta.ts';
import { EMPRESA_RESTAURANTE } from './restaurante-demo.ts';

/** Width, height and RGB bytes of a PNG written by codificarPng (one IDAT, filter 0 on every row). */
function leerPng(png: Buffer) {
  const ancho = png.readUInt32BE(16);
  const alto = png.readUInt32BE(20);
  const largo = png.readUInt32BE(33);
  const filas = inflateSync(png.subarray(41, 41 + largo));
  const rgb = Buffer.alloc(ancho * alto * 3);
  for (let y = 0; y < alto; y++) {
    expect(filas[y * (ancho * 3 + 1)]).toBe(0);
    filas.copy(rgb, y * ancho * 3, y * (ancho * 3 + 1) + 1, (y + 1) * (ancho * 3 + 1));
  }
  return {
    ancho,
    alto,
    pixel: (x: number, y: number) => [...rgb.subarray((y * ancho + x) * 3, (y * ancho + x) * 3 + 3)],
  };
}

describe('demo menu pictures', () => {
  it('encodes RGB pixels as a PNG that reads back the same', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = codificarPng(2, 2, rgb);
    expect(tipoDeImagen(png)?.mime).toBe('image/png');
    const leido = leerPng(png);
    expect([leido.ancho, leido.alto]).toEqual([2, 2]);
    expect([leido.pixel(0, 0), leido.pixel(1, 0), leido.pixel(0, 1), leido.pixel(1, 1)]).toEqual([
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [10, 20, 30],
    ]);
    expect(() => codificarPng(2, 2, new Uint8Array(5))).toThrow('no corresponden');
  });

  it('paints every dish the same on every start, each its own picture, on its category background', () => {
    const vistas = new Set<string>();
    for (const plato of PLATOS_CARTA) {
      const categoria = CATEGORIAS_CARTA.find((c) => c.codigo === plato.categoria);
      if (!categoria) throw new Error(`Sin categoría: ${plato.codigo}`);
      const png = imagenDePlato(plato, categoria);
      expect(png.equals(imagenDePlato(plato, categoria))).toBe(true);
      vistas.add(png.toString('base64'));
      const { ancho, alto, pixel } = leerPng(png);
      expect([ancho, alto]).toEqual([ANCHO, ALTO]);
      // The top-left corner is the background's first colour; the small file stays small.
      expect(pixel(0, 0)).toEqual([...categoria.fondo[0]]);
      expect(png.length).toBeLessThan(30_000);
    }
    expect(vistas.size).toBe(PLATOS_CARTA.length);
    // A dish on a plate: the rim of the plate is porcelain white.
    const lomo = PLATOS_CARTA.find((p) => p.codigo === 'LOM01');
    const fondos = CATEGORIAS_CARTA.find((c) => c.codigo === 'FONDOS');
    if (!lomo || !fondos) throw new Error('Falta el lomo');
    const borde = leerPng(imagenDePlato(lomo, fondos)).pixel(120, 32);
    for (const canal of borde) expect(canal).toBeGreaterThan(230);
  });
});

describe('demo menu and restaurant data', () => {
  it('every dish has a known category, a unique code and a price; every category goes to a kitchen', () => {
    const categorias = CATEGORIAS_CARTA.map((c) => c.codigo);
    expect(new Set(PLATOS_CARTA.map((p) => p.codigo)).size).toBe(PLATOS_CARTA.length);
    for (const p of PLATOS_CARTA) {
      expect(categorias).toContain(p.categoria);
      expect(p.precio).toMatch(/^\d+\.\d{2}$/);
    }
    expect(COCINAS_CARTA.flatMap((c) => c.categorias).sort()).toEqual([...categorias].sort());
    for (const codigo of COCINAS_CARTA.flatMap((c) => c.platos))
      expect(PLATOS_CARTA.map((p) => p.codigo)).toContain(codigo);
    for (const ruc of [EMPRESA_RESTAURANTE.ruc, ...Object.values(PROVEEDORES_DEMO).map((p) => p.numero)])
      expect(esRucValido(ruc)).toBe(true);
  });
});

describe('demo activity switch and dates', () => {
  it('is on unless KIPU_DEMO_ACTIVIDAD says no', () => {
    expect(actividadDemoActivada({})).toBe(true);
    expect(actividadDemoActivada({ KIPU_DEMO_ACTIVIDAD: 'si' })).toBe(true);
    for (const no of ['no', 'NO', '0', 'false', 'off', ' no '])
      expect(actividadDemoActivada({ KIPU_DEMO_ACTIVIDAD: no })).toBe(false);
  });

  it('counts days back across months and years, and names last month’s payroll period', () => {
    expect(diasAntes('2026-11-29', 28)).toBe('2026-11-01');
    expect(diasAntes('2026-03-02', 3)).toBe('2026-02-27');
    expect(diasAntes('2026-01-02', 3)).toBe('2025-12-30');
    expect(periodoAnterior('2026-11-29')).toBe('202610');
    expect(periodoAnterior('2026-01-05')).toBe('202512');
  });
});
