import { codificarPng } from '../shared/png.ts';

export type Color = readonly [number, number, number];

/** Each pixel is sampled 4 × 4 times, so edges come out smooth. */
const MUESTRAS = 4;

type Figura = {
  /** Bounding box in pixels. */
  caja: { x0: number; y0: number; x1: number; y1: number };
  dentro(x: number, y: number): boolean;
};

/**
 * A small raster painter for the demo menu's pictures: filled ellipses (turned at any angle), rounded
 * rectangles and convex polygons, blended with their opacity over what is already there.
 */
export class Lienzo {
  private readonly rgb: Float32Array;

  constructor(
    readonly ancho: number,
    readonly alto: number,
  ) {
    this.rgb = new Float32Array(ancho * alto * 3);
  }

  /** Fills the picture top to bottom from one colour to another. */
  degradado(arriba: Color, abajo: Color): void {
    for (let y = 0; y < this.alto; y++) {
      const t = y / Math.max(1, this.alto - 1);
      for (let x = 0; x < this.ancho; x++) {
        const i = (y * this.ancho + x) * 3;
        for (let c = 0; c < 3; c++) this.rgb[i + c] = (arriba[c] ?? 0) * (1 - t) + (abajo[c] ?? 0) * t;
      }
    }
  }

  elipse(cx: number, cy: number, rx: number, ry: number, color: Color, opacidad = 1, angulo = 0): void {
    const cos = Math.cos(angulo);
    const sin = Math.sin(angulo);
    const r = Math.max(rx, ry);
    this.pintar(
      {
        caja: { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r },
        dentro: (x, y) => {
          const u = (x - cx) * cos + (y - cy) * sin;
          const v = -(x - cx) * sin + (y - cy) * cos;
          return (u / rx) ** 2 + (v / ry) ** 2 <= 1;
        },
      },
      color,
      opacidad,
    );
  }

  rectangulo(
    x0: number,
    y0: number,
    x1: number,
    y1: number,
    radio: number,
    color: Color,
    opacidad = 1,
  ): void {
    this.pintar(
      {
        caja: { x0, y0, x1, y1 },
        dentro: (x, y) => {
          if (x < x0 || x > x1 || y < y0 || y > y1) return false;
          const dx = Math.max(x0 + radio - x, 0, x - (x1 - radio));
          const dy = Math.max(y0 + radio - y, 0, y - (y1 - radio));
          return dx * dx + dy * dy <= radio * radio;
        },
      },
      color,
      opacidad,
    );
  }

  /** A convex polygon whose corners are given clockwise or counter-clockwise. */
  poligono(puntos: readonly (readonly [number, number])[], color: Color, opacidad = 1): void {
    const xs = puntos.map((p) => p[0]);
    const ys = puntos.map((p) => p[1]);
    this.pintar(
      {
        caja: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
        dentro: (x, y) => {
          let signo = 0;
          for (let i = 0; i < puntos.length; i++) {
            const [ax, ay] = puntos[i] ?? [0, 0];
            const [bx, by] = puntos[(i + 1) % puntos.length] ?? [0, 0];
            const lado = Math.sign((bx - ax) * (y - ay) - (by - ay) * (x - ax));
            if (lado !== 0) {
              if (signo !== 0 && lado !== signo) return false;
              signo = lado;
            }
          }
          return true;
        },
      },
      color,
      opacidad,
    );
  }

  png(): Buffer {
    const bytes = new Uint8Array(this.rgb.length);
    for (let i = 0; i < this.rgb.length; i++)
      bytes[i] = Math.max(0, Math.min(255, Math.round(this.rgb[i] ?? 0)));
    return codificarPng(this.ancho, this.alto, bytes);
  }

  private pintar(f: Figura, color: Color, opacidad: number): void {
    const x0 = Math.max(0, Math.floor(f.caja.x0));
    const y0 = Math.max(0, Math.floor(f.caja.y0));
    const x1 = Math.min(this.ancho - 1, Math.ceil(f.caja.x1));
    const y1 = Math.min(this.alto - 1, Math.ceil(f.caja.y1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        let dentro = 0;
        for (let sy = 0; sy < MUESTRAS; sy++)
          for (let sx = 0; sx < MUESTRAS; sx++)
            if (f.dentro(x + (sx + 0.5) / MUESTRAS, y + (sy + 0.5) / MUESTRAS)) dentro++;
        if (dentro === 0) continue;
        const a = (opacidad * dentro) / (MUESTRAS * MUESTRAS);
        const i = (y * this.ancho + x) * 3;
        for (let c = 0; c < 3; c++) this.rgb[i + c] = (this.rgb[i + c] ?? 0) * (1 - a) + (color[c] ?? 0) * a;
      }
    }
  }
}
