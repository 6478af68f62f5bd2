/** The kitchen screen's reading of a comanda: its next step and how long it has waited. */

const SIGUIENTE: Record<string, { estado: string; accion: string } | undefined> = {
  pendiente: { estado: 'en_preparacion', accion: 'Preparar' },
  en_preparacion: { estado: 'listo', accion: 'Listo' },
};

/** The button of a comanda: pendiente → en preparación → listo; none once ready. */
export const siguientePaso = (estado: string) => SIGUIENTE[estado];

export const NOMBRE_ESTADO_COMANDA: Record<string, string> = {
  pendiente: 'Pendiente',
  en_preparacion: 'En preparación',
  listo: 'Listo',
};

/** Minutes between two instants, as the card shows them ('hace 3 min', 'hace menos de 1 min'). */
export function tiempoDesde(desde: string, ahora: Date): string {
  const minutos = Math.floor((ahora.getTime() - new Date(desde).getTime()) / 60000);
  return minutos < 1 ? 'hace menos de 1 min' : `hace ${minutos} min`;
}

/** How long a step took ('en 4 min'), from the previous stamp. */
export function duracion(desde: string, hasta: string): string {
  const minutos = Math.max(0, Math.round((new Date(hasta).getTime() - new Date(desde).getTime()) / 60000));
  return `${minutos} min`;
}

type ComandaOrden = { estado: string; created_at: string };

/** Waiting comandas first (oldest first), the ready ones after them. */
export function ordenCocina<C extends ComandaOrden>(comandas: readonly C[]): C[] {
  const rango = (c: C) => (c.estado === 'listo' ? 1 : 0);
  return [...comandas].sort((a, b) => rango(a) - rango(b) || a.created_at.localeCompare(b.created_at));
}
