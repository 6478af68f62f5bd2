/** Delivery order states: registrado → en_camino → entregado; cancelado before it is delivered. */
export const ESTADOS_DELIVERY = ['registrado', 'en_camino', 'entregado', 'cancelado'] as const;
export type EstadoDelivery = (typeof ESTADOS_DELIVERY)[number];

const SIGUIENTES: Record<EstadoDelivery, readonly EstadoDelivery[]> = {
  registrado: ['en_camino', 'cancelado'],
  en_camino: ['entregado', 'cancelado'],
  entregado: [],
  cancelado: [],
};

/** The Spanish message of a change a delivery cannot make, or undefined when it can. */
export function errorDeTransicionDelivery(actual: EstadoDelivery, nuevo: string): string | undefined {
  if (!(ESTADOS_DELIVERY as readonly string[]).includes(nuevo))
    return `Estado de delivery no válido: ${nuevo}`;
  if (SIGUIENTES[actual].length === 0) return `El delivery ya está ${actual}`;
  if (!SIGUIENTES[actual].includes(nuevo as EstadoDelivery))
    return `Un delivery ${actual.replace('_', ' ')} solo puede pasar a ${SIGUIENTES[actual].join(' o ').replace('_', ' ')}`;
  return undefined;
}
