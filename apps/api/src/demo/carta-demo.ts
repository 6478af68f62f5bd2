import type { Color } from './lienzo.ts';

/** How a dish is served, which sets the picture's tableware. */
export type Presentacion = 'plato' | 'bowl' | 'vaso' | 'copa' | 'postre' | 'brocheta';

/**
 * A kind of piece on the dish: `n` ellipses of `rx` × `ry` pixels scattered (seeded, so every start
 * paints the same picture) over a zone of the food area — [dx, dy, rx, ry] from its centre — turned at
 * random unless `giro` fixes the angle; `centro` paints a smaller piece of another colour inside each
 * (a yolk, the hole of a picarón).
 */
export type Capa = {
  color: Color;
  n: number;
  rx: number;
  ry: number;
  zona?: readonly [number, number, number, number];
  giro?: number;
  centro?: Color;
};

export type PlatoDemo = {
  codigo: string;
  descripcion: string;
  /** Price with IGV, as the menu shows it. */
  precio: string;
  categoria: string;
  presentacion: Presentacion;
  /** The drink or broth colour (glasses, bowls). */
  liquido?: Color;
  capas: Capa[];
};

export type CategoriaDemo = { codigo: string; nombre: string; fondo: readonly [Color, Color] };

export const CATEGORIAS_CARTA: CategoriaDemo[] = [
  {
    codigo: 'ENTRADAS',
    nombre: 'Entradas',
    fondo: [
      [64, 122, 118],
      [38, 84, 82],
    ],
  },
  {
    codigo: 'FONDOS',
    nombre: 'Platos de fondo',
    fondo: [
      [176, 124, 82],
      [118, 78, 48],
    ],
  },
  {
    codigo: 'BEBIDAS',
    nombre: 'Bebidas',
    fondo: [
      [120, 170, 205],
      [70, 112, 150],
    ],
  },
  {
    codigo: 'POSTRES',
    nombre: 'Postres',
    fondo: [
      [214, 150, 160],
      [150, 88, 104],
    ],
  },
];

const C = {
  arroz: [250, 249, 242],
  carne: [112, 60, 34],
  carneOscura: [86, 44, 26],
  papaFrita: [236, 190, 88],
  papa: [246, 222, 150],
  tomate: [204, 46, 40],
  cebolla: [176, 96, 150],
  perejil: [58, 138, 58],
  aji: [242, 188, 40],
  clara: [250, 250, 246],
  yema: [246, 196, 52],
  aceituna: [48, 28, 40],
  pescado: [247, 243, 234],
  camote: [236, 138, 48],
  choclo: [242, 222, 120],
  lechuga: [118, 182, 70],
  palta: [150, 190, 80],
  pollo: [200, 136, 74],
  arrozVerde: [112, 160, 70],
  arveja: [88, 160, 58],
  zanahoria: [236, 122, 40],
  frejol: [122, 72, 42],
  culantro: [84, 132, 50],
  hielo: [236, 244, 250],
  limon: [226, 232, 90],
  canela: [146, 88, 46],
  manjar: [214, 158, 88],
  merengue: [252, 247, 242],
  fruta: [232, 178, 80],
  ciruela: [150, 40, 60],
  masa: [196, 124, 58],
  miel: [120, 58, 20],
  palito: [214, 180, 130],
} as const satisfies Record<string, Color>;

/** The demo restaurant's menu: Lima classics at Lima prices. */
export const PLATOS_CARTA: PlatoDemo[] = [
  {
    codigo: 'CEV01',
    descripcion: 'Ceviche de pescado',
    precio: '34.00',
    categoria: 'ENTRADAS',
    presentacion: 'bowl',
    liquido: [236, 236, 214],
    capas: [
      { color: C.pescado, n: 14, rx: 9, ry: 7, zona: [-6, 0, 40, 14] },
      { color: C.cebolla, n: 10, rx: 10, ry: 2.5 },
      { color: C.camote, n: 1, rx: 14, ry: 11, zona: [40, 2, 2, 2], giro: 0.2 },
      { color: C.choclo, n: 7, rx: 4, ry: 3.5, zona: [-42, 4, 8, 6] },
      { color: C.culantro, n: 10, rx: 2.5, ry: 2 },
      { color: C.tomate, n: 4, rx: 2.5, ry: 2 },
    ],
  },
  {
    codigo: 'CAU01',
    descripcion: 'Causa limeña',
    precio: '18.00',
    categoria: 'ENTRADAS',
    presentacion: 'plato',
    capas: [
      { color: C.papa, n: 1, rx: 44, ry: 28, zona: [0, 4, 1, 1], giro: 0 },
      { color: C.palta, n: 1, rx: 36, ry: 10, zona: [0, -10, 1, 1], giro: 0 },
      { color: C.clara, n: 3, rx: 8, ry: 6, zona: [0, 8, 26, 6], giro: 0, centro: C.yema },
      { color: C.aceituna, n: 2, rx: 4, ry: 3, zona: [0, -14, 20, 2] },
      { color: C.perejil, n: 8, rx: 2, ry: 1.5, zona: [0, -12, 28, 3] },
    ],
  },
  {
    codigo: 'PAP01',
    descripcion: 'Papa a la huancaína',
    precio: '16.00',
    categoria: 'ENTRADAS',
    presentacion: 'plato',
    capas: [
      { color: C.lechuga, n: 3, rx: 18, ry: 8, zona: [0, 18, 40, 4] },
      { color: C.papa, n: 5, rx: 14, ry: 10, zona: [0, 0, 32, 14] },
      { color: C.aji, n: 1, rx: 46, ry: 24, zona: [0, 0, 1, 1], giro: 0 },
      { color: C.clara, n: 2, rx: 8, ry: 6, zona: [0, -4, 26, 8], centro: C.yema },
      { color: C.aceituna, n: 3, rx: 4, ry: 3, zona: [0, 4, 30, 10] },
    ],
  },
  {
    codigo: 'ANT01',
    descripcion: 'Anticuchos de corazón',
    precio: '24.00',
    categoria: 'ENTRADAS',
    presentacion: 'brocheta',
    capas: [
      { color: C.papa, n: 3, rx: 10, ry: 8, zona: [-36, 20, 14, 4] },
      { color: C.choclo, n: 1, rx: 14, ry: 8, zona: [38, 20, 1, 1], giro: 0.3 },
      { color: C.aji, n: 2, rx: 5, ry: 4, zona: [0, 24, 8, 2] },
    ],
  },
  {
    codigo: 'LOM01',
    descripcion: 'Lomo saltado',
    precio: '39.00',
    categoria: 'FONDOS',
    presentacion: 'plato',
    capas: [
      { color: C.arroz, n: 1, rx: 22, ry: 16, zona: [-34, -2, 1, 1], giro: 0 },
      { color: C.papaFrita, n: 12, rx: 14, ry: 3, zona: [30, 8, 22, 14] },
      { color: C.carne, n: 10, rx: 12, ry: 5, zona: [8, -6, 26, 14] },
      { color: C.tomate, n: 6, rx: 8, ry: 4, zona: [8, -4, 26, 14] },
      { color: C.cebolla, n: 7, rx: 9, ry: 2.5, zona: [8, -4, 26, 14] },
      { color: C.perejil, n: 10, rx: 2, ry: 1.5, zona: [8, -4, 30, 16] },
    ],
  },
  {
    codigo: 'AJG01',
    descripcion: 'Ají de gallina',
    precio: '29.00',
    categoria: 'FONDOS',
    presentacion: 'plato',
    capas: [
      { color: C.arroz, n: 1, rx: 22, ry: 16, zona: [-34, 0, 1, 1], giro: 0 },
      { color: C.papa, n: 3, rx: 10, ry: 7, zona: [18, 14, 22, 4] },
      { color: C.aji, n: 1, rx: 34, ry: 20, zona: [16, -4, 1, 1], giro: 0 },
      { color: C.clara, n: 2, rx: 7, ry: 5, zona: [16, -6, 16, 6], centro: C.yema },
      { color: C.aceituna, n: 2, rx: 4, ry: 3, zona: [16, -6, 20, 8] },
    ],
  },
  {
    codigo: 'ARP01',
    descripcion: 'Arroz con pollo',
    precio: '28.00',
    categoria: 'FONDOS',
    presentacion: 'plato',
    capas: [
      { color: C.arrozVerde, n: 1, rx: 50, ry: 28, zona: [-6, 2, 1, 1], giro: 0 },
      { color: C.arveja, n: 18, rx: 2.5, ry: 2.5, zona: [-10, 2, 38, 20] },
      { color: C.zanahoria, n: 12, rx: 3, ry: 2.5, zona: [-10, 2, 38, 20] },
      { color: C.pollo, n: 1, rx: 22, ry: 14, zona: [26, -6, 1, 1], giro: -0.4 },
      { color: C.cebolla, n: 6, rx: 9, ry: 2.5, zona: [40, 16, 8, 4] },
    ],
  },
  {
    codigo: 'SEC01',
    descripcion: 'Seco de res con frejoles',
    precio: '36.00',
    categoria: 'FONDOS',
    presentacion: 'plato',
    capas: [
      { color: C.frejol, n: 1, rx: 24, ry: 16, zona: [-32, 6, 1, 1], giro: 0 },
      { color: C.arroz, n: 1, rx: 18, ry: 12, zona: [-10, -16, 1, 1], giro: 0 },
      { color: C.culantro, n: 1, rx: 28, ry: 18, zona: [26, 4, 1, 1], giro: 0 },
      { color: C.carneOscura, n: 3, rx: 11, ry: 8, zona: [26, 4, 12, 6] },
      { color: C.zanahoria, n: 4, rx: 3, ry: 2.5, zona: [26, 4, 20, 10] },
    ],
  },
  {
    codigo: 'POL01',
    descripcion: 'Pollo a la brasa (1/4)',
    precio: '25.00',
    categoria: 'FONDOS',
    presentacion: 'plato',
    capas: [
      { color: C.papaFrita, n: 14, rx: 14, ry: 3, zona: [-26, 6, 20, 14] },
      { color: C.lechuga, n: 4, rx: 10, ry: 6, zona: [34, 14, 10, 6] },
      { color: C.tomate, n: 3, rx: 6, ry: 4, zona: [34, 14, 10, 6] },
      { color: C.pollo, n: 1, rx: 26, ry: 17, zona: [14, -8, 1, 1], giro: 0.3 },
      { color: C.carne, n: 5, rx: 7, ry: 2, zona: [14, -8, 16, 8] },
    ],
  },
  {
    codigo: 'CHI01',
    descripcion: 'Chicha morada (jarra 1 L)',
    precio: '16.00',
    categoria: 'BEBIDAS',
    presentacion: 'vaso',
    liquido: [92, 22, 62],
    capas: [{ color: C.hielo, n: 3, rx: 7, ry: 6, zona: [0, -36, 14, 3], giro: 0.4 }],
  },
  {
    codigo: 'LIM01',
    descripcion: 'Limonada frozen',
    precio: '12.00',
    categoria: 'BEBIDAS',
    presentacion: 'vaso',
    liquido: [214, 238, 168],
    capas: [{ color: C.limon, n: 1, rx: 12, ry: 12, zona: [24, -44, 1, 1], centro: [240, 246, 200] }],
  },
  {
    codigo: 'INK01',
    descripcion: 'Inca Kola 500 ml',
    precio: '7.00',
    categoria: 'BEBIDAS',
    presentacion: 'vaso',
    liquido: [246, 214, 40],
    capas: [{ color: [255, 240, 160], n: 12, rx: 2, ry: 2, zona: [0, 0, 16, 40] }],
  },
  {
    codigo: 'PIS01',
    descripcion: 'Pisco sour',
    precio: '24.00',
    categoria: 'BEBIDAS',
    presentacion: 'copa',
    liquido: [238, 232, 186],
    capas: [{ color: C.canela, n: 3, rx: 2.5, ry: 1.5, zona: [0, -42, 12, 2], giro: 0 }],
  },
  {
    codigo: 'SUS01',
    descripcion: 'Suspiro a la limeña',
    precio: '15.00',
    categoria: 'POSTRES',
    presentacion: 'postre',
    liquido: C.manjar,
    capas: [
      { color: C.merengue, n: 5, rx: 14, ry: 9, zona: [0, -20, 16, 4] },
      { color: C.canela, n: 10, rx: 1.5, ry: 1.5, zona: [0, -22, 24, 5] },
    ],
  },
  {
    codigo: 'MAZ01',
    descripcion: 'Mazamorra morada',
    precio: '12.00',
    categoria: 'POSTRES',
    presentacion: 'bowl',
    liquido: [104, 28, 66],
    capas: [
      { color: C.fruta, n: 6, rx: 5, ry: 4, zona: [0, 0, 40, 12] },
      { color: C.ciruela, n: 4, rx: 5, ry: 4, zona: [0, 0, 40, 12] },
      { color: C.canela, n: 12, rx: 1.5, ry: 1.5 },
    ],
  },
  {
    codigo: 'PIC01',
    descripcion: 'Picarones con miel',
    precio: '16.00',
    categoria: 'POSTRES',
    presentacion: 'plato',
    capas: [
      { color: C.miel, n: 1, rx: 50, ry: 26, zona: [0, 2, 1, 1], giro: 0 },
      ...(
        [
          [-26, -8],
          [22, -10],
          [-20, 12],
          [28, 10],
        ] as const
      ).map(([dx, dy]) => ({
        color: C.masa,
        n: 1,
        rx: 19,
        ry: 12,
        zona: [dx, dy, 1, 1] as const,
        giro: 0,
        centro: C.miel,
      })),
    ],
  },
];

/** Which kitchen prepares each category (and the one dish that goes to the grill). */
export const COCINAS_CARTA = [
  { codigo: 'CAL', nombre: 'Cocina caliente', categorias: ['FONDOS'], platos: ['ANT01'] },
  { codigo: 'FRIA', nombre: 'Cocina fría', categorias: ['ENTRADAS', 'POSTRES'], platos: [] },
  { codigo: 'BAR', nombre: 'Barra', categorias: ['BEBIDAS'], platos: [] },
] as const;
