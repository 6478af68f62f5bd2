/** Table and comanda states of the room. */

export type EstadoMesa = 'libre' | 'ocupada';

/** A table is occupied exactly while it has a live (open or being charged) order: red; else green. */
export const estadoMesa = (pedidoVivo: boolean): EstadoMesa => (pedidoVivo ? 'ocupada' : 'libre');
export const colorMesa = (estado: EstadoMesa) => (estado === 'ocupada' ? 'red' : 'green');

export const ESTADOS_COMANDA = ['pendiente', 'en_preparacion', 'listo'] as const;
export type EstadoComanda = (typeof ESTADOS_COMANDA)[number];

const NOMBRE_ESTADO: Record<EstadoComanda, string> = {
  pendiente: 'pendiente',
  en_preparacion: 'en preparación',
  listo: 'lista',
};

/** The kitchen moves a comanda forward one step at a time: pendiente → en_preparacion → listo. */
export function errorDeTransicionComanda(actual: EstadoComanda, nuevo: string): string | undefined {
  const i = ESTADOS_COMANDA.indexOf(actual);
  if (!(ESTADOS_COMANDA as readonly string[]).includes(nuevo)) return `Estado de comanda no válido: ${nuevo}`;
  if (ESTADOS_COMANDA[i + 1] !== nuevo)
    return actual === 'listo'
      ? 'La comanda ya está lista'
      : `Una comanda ${NOMBRE_ESTADO[actual]} solo puede pasar a ${NOMBRE_ESTADO[ESTADOS_COMANDA[i + 1] ?? 'listo']}`;
  return undefined;
}

/** A kitchen route: the local's kitchen for a category or for one product. */
export type RutaCocina = { cocinaId: string; categoriaId: string | null; productoId: string | null };

/**
 * The kitchen that prepares a product: its own route first, then its category's; undefined when
 * neither has one (a drink served from the counter goes to no kitchen).
 */
export function cocinaDeProducto(
  rutas: readonly RutaCocina[],
  producto: { id: string; categoriaId: string | null },
): string | undefined {
  return (
    rutas.find((r) => r.productoId === producto.id)?.cocinaId ??
    (producto.categoriaId ? rutas.find((r) => r.categoriaId === producto.categoriaId)?.cocinaId : undefined)
  );
}

/** Lines grouped by the kitchen that prepares them (one comanda each); lines of no kitchen are left out. */
export function agruparPorCocina<L extends { productoId: string; categoriaId: string | null }>(
  rutas: readonly RutaCocina[],
  lineas: readonly L[],
): Map<string, L[]> {
  const grupos = new Map<string, L[]>();
  for (const l of lineas) {
    const cocina = cocinaDeProducto(rutas, { id: l.productoId, categoriaId: l.categoriaId });
    if (cocina) grupos.set(cocina, [...(grupos.get(cocina) ?? []), l]);
  }
  return grupos;
}
