/**
 * The words the point of sale uses for a company's rubro: a hotel charges consumptions to rooms on its
 * floors, a bar prepares at its bar, a shop or an office serves at its attention points. The records
 * are the same (zones, tables, kitchens, orders); only their names change.
 */

/** A noun in its two numbers, lower case, with what its articles and adjectives agree with. */
export interface Palabra {
  singular: string;
  plural: string;
  femenino: boolean;
  /** A feminine noun that starts with a stressed a takes 'el' and 'un' in the singular (el área). */
  articuloMasculino?: boolean;
}

export interface VocabularioPos {
  /** A room of the local (pos_zonas). */
  zona: Palabra;
  /** What an order is taken at (pos_mesas). */
  mesa: Palabra;
  /** Where the comandas are prepared (pos_cocinas). */
  cocina: Palabra;
  /** The staff role that takes orders (rol mozo). */
  mozo: Palabra;
  /** The staff role that prepares them (rol cocinero). */
  cocinero: Palabra;
  pedido: Palabra;
  /** The title of the order-taking screen. */
  tomaDePedidos: string;
}

const f = (singular: string, plural: string): Palabra => ({ singular, plural, femenino: true });
const m = (singular: string, plural: string): Palabra => ({ singular, plural, femenino: false });

const ZONA = f('zona', 'zonas');
const MESA = f('mesa', 'mesas');
const COCINA = f('cocina', 'cocinas');
const MOZO = m('mozo', 'mozos');
const PEDIDO = m('pedido', 'pedidos');

const RESTAURANTE: VocabularioPos = {
  zona: ZONA,
  mesa: MESA,
  cocina: COCINA,
  mozo: MOZO,
  cocinero: m('cocinero', 'cocineros'),
  pedido: PEDIDO,
  tomaDePedidos: 'Toma de pedidos',
};

/** Drinks are prepared at the bar, by the bartender. */
const BAR: VocabularioPos = {
  ...RESTAURANTE,
  cocina: f('barra', 'barras'),
  cocinero: m('bartender', 'bartenders'),
};

/** Rooms on each floor; what a guest orders is a consumption charged to the room. */
const HOTEL: VocabularioPos = {
  ...RESTAURANTE,
  zona: m('piso', 'pisos'),
  mesa: f('habitación', 'habitaciones'),
  pedido: m('consumo', 'consumos'),
  tomaDePedidos: 'Consumos',
};

/** A shop, a service, a fuel station or a medical office: no room, no kitchen, no waiter. */
const NEUTRO: VocabularioPos = {
  zona: { ...f('área', 'áreas'), articuloMasculino: true },
  mesa: m('punto de atención', 'puntos de atención'),
  cocina: m('despacho', 'despachos'),
  mozo: m('vendedor', 'vendedores'),
  cocinero: m('despachador', 'despachadores'),
  pedido: PEDIDO,
  tomaDePedidos: 'Pedidos',
};

const POR_RUBRO: Record<string, VocabularioPos> = {
  restaurante: RESTAURANTE,
  bar: BAR,
  hotel: HOTEL,
};

/**
 * The vocabulary of a rubro (the values of empresas.rubro). A company that has not declared its rubro
 * keeps the restaurant's words, which the point of sale has always used.
 */
export function vocabularioPos(rubro: string | null | undefined): VocabularioPos {
  if (!rubro) return RESTAURANTE;
  return POR_RUBRO[rubro] ?? NEUTRO;
}

/** The first letter in upper case: 'punto de atención' → 'Punto de atención'. */
export const mayuscula = (texto: string): string => texto.charAt(0).toUpperCase() + texto.slice(1);

const masculinoEnSingular = (p: Palabra) => !p.femenino || p.articuloMasculino === true;

/** The noun with its definite article: 'la zona', 'el piso', 'el área'. */
export const conArticulo = (p: Palabra): string => `${masculinoEnSingular(p) ? 'el' : 'la'} ${p.singular}`;

/** 'of the' noun: 'de la zona', 'del piso', 'del área'. */
export const deLa = (p: Palabra): string =>
  masculinoEnSingular(p) ? `del ${p.singular}` : `de la ${p.singular}`;

/** 'to the' noun: 'a la mesa', 'al piso', 'al área'. */
export const aLa = (p: Palabra): string =>
  masculinoEnSingular(p) ? `al ${p.singular}` : `a la ${p.singular}`;

/** The noun with its indefinite article: 'una zona', 'un piso', 'un área'. */
export const unaPalabra = (p: Palabra): string => `${masculinoEnSingular(p) ? 'un' : 'una'} ${p.singular}`;

/** 'Nueva zona', 'Nuevo piso', 'Nueva área' (the adjective agrees with the gender, not the article). */
export const nueva = (p: Palabra): string => `${p.femenino ? 'Nueva' : 'Nuevo'} ${p.singular}`;

/** A participle agreeing with the noun: concuerda(piso, 'registrad', true) → 'registrados'. */
export const concuerda = (p: Palabra, raiz: string, plural = false): string =>
  `${raiz}${p.femenino ? 'a' : 'o'}${plural ? 's' : ''}`;
