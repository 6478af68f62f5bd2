import { dec, esDecimal, soles, sumar } from '@kipu/peru/pos/importes';
import { errorDeCantidad } from '@kipu/peru/pos/pedido';
import type { PosLineaPedidoInput } from '../../../gql/graphql';

/** A line the waiter is composing before it is added to the order (and sent to the kitchen). */
export interface LineaBorrador {
  /** Tells two lines of one product apart (different notes) while they are edited. */
  clave: string;
  producto_id: string;
  descripcion: string;
  /** Unit price with taxes, as the catalogue answers it. */
  precio_unitario: string;
  /** Decimal string, as typed or stepped. */
  cantidad: string;
  nota: string;
}

type ProductoVenta = { id: string; descripcion: string; precio_unitario: string };

/** One more of a product: a line of it without a note grows, else a new line starts. */
export function agregarProducto(borrador: readonly LineaBorrador[], p: ProductoVenta): LineaBorrador[] {
  const i = borrador.findIndex((l) => l.producto_id === p.id && !l.nota.trim());
  const linea = borrador[i];
  if (linea && !errorDeCantidad(linea.cantidad))
    return borrador.map((l, j) => (j === i ? { ...l, cantidad: sumarUno(l.cantidad, 1) } : l));
  return [
    ...borrador,
    {
      clave: crypto.randomUUID(),
      producto_id: p.id,
      descripcion: p.descripcion,
      precio_unitario: p.precio_unitario,
      cantidad: '1',
      nota: '',
    },
  ];
}

/** Whole steps on a quantity (the + and − buttons); a fraction typed by hand keeps its decimals. */
function sumarUno(cantidad: string, paso: 1 | -1): string {
  const [entero = '0', fraccion] = cantidad.split('.');
  const nuevo = Number.parseInt(entero, 10) + paso;
  return fraccion ? `${nuevo}.${fraccion}` : String(nuevo);
}

/** The − button: a line at one (or less) leaves the draft. */
export function restarUno(borrador: readonly LineaBorrador[], i: number): LineaBorrador[] {
  const linea = borrador[i];
  if (!linea) return [...borrador];
  if (errorDeCantidad(linea.cantidad) || Number.parseFloat(linea.cantidad) <= 1)
    return borrador.filter((_, j) => j !== i);
  return borrador.map((l, j) => (j === i ? { ...l, cantidad: sumarUno(l.cantidad, -1) } : l));
}

export const sumarUnoEn = (borrador: readonly LineaBorrador[], i: number): LineaBorrador[] =>
  borrador.map((l, j) =>
    j === i && !errorDeCantidad(l.cantidad) ? { ...l, cantidad: sumarUno(l.cantidad, 1) } : l,
  );

/** The first line whose quantity the order would refuse, with its message. */
export function errorDeBorrador(borrador: readonly LineaBorrador[]): string | undefined {
  if (borrador.length === 0) return 'Agregue al menos un producto';
  for (const l of borrador) {
    const e = errorDeCantidad(l.cantidad);
    if (e) return `${l.descripcion}: ${e}`;
  }
  return undefined;
}

/**
 * The draft's preview amounts, quantity × price in decimal; once added, the order shows the server's
 * figures (rounded as its document will be, which may differ by a cent).
 */
const valido = (l: LineaBorrador) => !errorDeCantidad(l.cantidad) && esDecimal(l.precio_unitario, 10);
const bruto = (l: LineaBorrador) => (valido(l) ? dec(l.cantidad).times(l.precio_unitario) : dec(0));

export const importeBorrador = (l: LineaBorrador) => soles(bruto(l));

export const totalBorrador = (borrador: readonly LineaBorrador[]) => soles(sumar(borrador.map(bruto)));

export const lineasDeBorrador = (borrador: readonly LineaBorrador[]): PosLineaPedidoInput[] =>
  borrador.map((l) => ({ producto_id: l.producto_id, cantidad: l.cantidad, nota: l.nota.trim() || null }));

/** A catalogue price as the card shows it, to the cent ('24.9' → '24.90'). */
export const precioVisible = (precio: string) => (esDecimal(precio, 10) ? soles(precio) : precio);
