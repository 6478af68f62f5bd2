import type { Capa, CategoriaDemo, PlatoDemo } from './carta-demo.ts';
import { type Color, Lienzo } from './lienzo.ts';

/** The pictures' size: 3:2, as the order screen's product tiles crop them. */
export const ANCHO = 240;
export const ALTO = 160;

const SOMBRA: Color = [20, 12, 8];
const LOZA: Color = [247, 245, 239];
const BORDE_LOZA: Color = [228, 224, 214];
const VIDRIO: Color = [226, 236, 242];
const BARRO: Color = [150, 84, 46];

/** A small seeded generator, so a dish's picture is the same on every start. */
function azar(semilla: string): () => number {
  let h = 2166136261;
  for (const c of semilla) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) + 0x6d2b79f5;
    h ^= h >>> 13;
    return ((h >>> 0) % 1_000_000) / 1_000_000;
  };
}

/** The colour lighter (f > 1) or darker (f < 1). */
const mas = (c: Color, f: number): Color => [
  Math.min(255, c[0] * f),
  Math.min(255, c[1] * f),
  Math.min(255, c[2] * f),
];

/** The pieces of a dish over its food area (centre cx, cy; radii rx, ry). */
function capas(l: Lienzo, lista: readonly Capa[], area: [number, number, number, number], r: () => number) {
  const [cx, cy, ax, ay] = area;
  for (const capa of lista) {
    const [dx, dy, zx, zy] = capa.zona ?? [0, 0, ax, ay];
    for (let i = 0; i < capa.n; i++) {
      const t = r() * Math.PI * 2;
      const d = Math.sqrt(r());
      const x = cx + dx + Math.cos(t) * d * zx;
      const y = cy + dy + Math.sin(t) * d * zy;
      const giro = capa.giro ?? r() * Math.PI;
      l.elipse(x + 1, y + 2, capa.rx, capa.ry, mas(capa.color, 0.55), 0.45, giro);
      l.elipse(x, y, capa.rx, capa.ry, capa.color, 1, giro);
      if (capa.rx > 6)
        l.elipse(
          x - capa.rx * 0.25,
          y - capa.ry * 0.3,
          capa.rx * 0.4,
          capa.ry * 0.3,
          mas(capa.color, 1.18),
          0.5,
          giro,
        );
      if (capa.centro) l.elipse(x, y, capa.rx * 0.45, capa.ry * 0.45, capa.centro, 1, giro);
    }
  }
}

function plato(l: Lienzo): [number, number, number, number] {
  l.elipse(124, 96, 98, 60, SOMBRA, 0.3);
  l.elipse(120, 86, 94, 60, BORDE_LOZA);
  l.elipse(120, 84, 92, 57, LOZA);
  l.elipse(120, 86, 72, 43, BORDE_LOZA, 0.6);
  l.elipse(120, 85, 70, 41, LOZA);
  return [120, 84, 58, 32];
}

function bowl(l: Lienzo, liquido: Color): [number, number, number, number] {
  l.elipse(124, 118, 92, 30, SOMBRA, 0.3);
  l.elipse(120, 96, 84, 50, BARRO);
  l.elipse(120, 78, 86, 38, mas(BARRO, 1.25));
  l.elipse(120, 80, 76, 31, mas(liquido, 0.85));
  l.elipse(120, 81, 74, 29, liquido);
  return [120, 80, 58, 20];
}

function vaso(l: Lienzo, liquido: Color): [number, number, number, number] {
  l.elipse(124, 142, 46, 10, SOMBRA, 0.3);
  l.poligono(
    [
      [86, 24],
      [154, 24],
      [146, 144],
      [94, 144],
    ],
    VIDRIO,
    0.55,
  );
  l.poligono(
    [
      [89, 46],
      [151, 46],
      [144, 140],
      [96, 140],
    ],
    liquido,
  );
  l.elipse(120, 46, 31, 6, mas(liquido, 1.2));
  l.rectangulo(98, 36, 104, 132, 3, [255, 255, 255], 0.35);
  l.elipse(120, 24, 34, 6, VIDRIO, 0.7);
  l.elipse(140, 20, 22, 2.5, [220, 60, 60], 1, -1.1);
  return [120, 86, 22, 40];
}

function copa(l: Lienzo, liquido: Color): [number, number, number, number] {
  l.elipse(124, 146, 38, 8, SOMBRA, 0.3);
  l.elipse(120, 144, 28, 6, VIDRIO);
  l.rectangulo(117, 96, 123, 144, 2, VIDRIO);
  l.poligono(
    [
      [82, 30],
      [158, 30],
      [130, 100],
      [110, 100],
    ],
    VIDRIO,
    0.6,
  );
  l.poligono(
    [
      [86, 42],
      [154, 42],
      [128, 97],
      [112, 97],
    ],
    liquido,
  );
  l.elipse(120, 42, 34, 8, [252, 249, 238]);
  return [120, 84, 20, 40];
}

function postre(l: Lienzo, base: Color): [number, number, number, number] {
  l.elipse(124, 140, 60, 12, SOMBRA, 0.3);
  l.elipse(120, 138, 40, 8, VIDRIO);
  l.rectangulo(116, 112, 124, 138, 2, VIDRIO);
  l.poligono(
    [
      [70, 60],
      [170, 60],
      [150, 116],
      [90, 116],
    ],
    VIDRIO,
    0.7,
  );
  l.poligono(
    [
      [74, 70],
      [166, 70],
      [148, 112],
      [92, 112],
    ],
    base,
  );
  l.elipse(120, 66, 50, 12, mas(base, 1.1));
  return [120, 86, 36, 24];
}

function brochetas(l: Lienzo, r: () => number): [number, number, number, number] {
  const area = plato(l);
  for (const [y, giro] of [
    [70, -0.12],
    [88, -0.06],
  ] as const) {
    l.elipse(120, y, 70, 2, [214, 180, 130], 1, giro);
    for (let i = 0; i < 4; i++) {
      const x = 82 + i * 22 + r() * 4;
      const yy = y + (x - 120) * Math.tan(giro);
      l.elipse(x + 1, yy + 2, 10, 8, [40, 20, 10], 0.5);
      l.elipse(x, yy, 10, 8, [118, 48, 30]);
      l.elipse(x - 3, yy - 3, 4, 3, [150, 70, 44]);
    }
  }
  return area;
}

/** The picture of a dish of the demo menu, as a PNG. */
export function imagenDePlato(p: PlatoDemo, categoria: CategoriaDemo): Buffer {
  const l = new Lienzo(ANCHO, ALTO);
  l.degradado(categoria.fondo[0], categoria.fondo[1]);
  const r = azar(p.codigo);
  const liquido = p.liquido ?? [200, 200, 200];
  const area =
    p.presentacion === 'bowl'
      ? bowl(l, liquido)
      : p.presentacion === 'vaso'
        ? vaso(l, liquido)
        : p.presentacion === 'copa'
          ? copa(l, liquido)
          : p.presentacion === 'postre'
            ? postre(l, liquido)
            : p.presentacion === 'brocheta'
              ? brochetas(l, r)
              : plato(l);
  capas(l, p.capas, area, r);
  return l.png();
}
