import type { PosDeliveryInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';
import { type LineaBorrador, lineasDeBorrador } from './borrador-pedido';

export const ESTADOS_DELIVERY = [
  { value: 'registrado', label: 'Registrados' },
  { value: 'en_camino', label: 'En camino' },
  { value: 'entregado', label: 'Entregados' },
  { value: 'cancelado', label: 'Cancelados' },
];

const SIGUIENTE: Record<string, { estado: string; accion: string } | undefined> = {
  registrado: { estado: 'en_camino', accion: 'En camino' },
  en_camino: { estado: 'entregado', accion: 'Entregado' },
};

type DeliveryEnLista = { estado: string; pedido: { estado: string; created_at: string } };

/** The board's tab: the deliveries in one state, newest first (changes that arrive live join at the end). */
export const deliveriesDelEstado = <T extends DeliveryEnLista>(lista: readonly T[], estado: string): T[] =>
  lista
    .filter((d) => d.estado === estado)
    .sort((a, b) => b.pedido.created_at.localeCompare(a.pedido.created_at));

/** What the cash screen still has to charge: not cancelled, its order open. */
export const deliveriesPorCobrar = <T extends DeliveryEnLista>(lista: readonly T[]): T[] =>
  lista.filter((d) => d.estado !== 'cancelado' && d.pedido.estado === 'abierto');

/** registrado → en_camino → entregado, one step at a time; cancelled only before it is delivered. */
export const siguienteDelivery = (estado: string) => SIGUIENTE[estado];
export const cancelable = (estado: string) => estado === 'registrado' || estado === 'en_camino';

/** Where the order goes: a known customer (or a new one) and the address, reference and note. */
export interface DeliveryForm {
  cliente_id: string | null;
  nombres: string;
  telefono: string;
  direccion: string;
  referencia: string;
  nota: string;
}

export const DELIVERY_VACIO: DeliveryForm = {
  cliente_id: null,
  nombres: '',
  telefono: '',
  direccion: '',
  referencia: '',
  nota: '',
};

export function validarDelivery(
  f: DeliveryForm,
  borrador: readonly LineaBorrador[],
): Errores<DeliveryForm> & { lineas?: string } {
  const e: Errores<DeliveryForm> & { lineas?: string } = {};
  if (!f.cliente_id && !f.nombres.trim()) e.nombres = 'Ingrese el nombre de quien recibe';
  if (!f.direccion.trim()) e.direccion = 'Ingrese la dirección de entrega';
  if (f.telefono.trim() && !/^\+?\d{6,15}$/.test(f.telefono.trim())) e.telefono = 'Teléfono no válido';
  if (borrador.length === 0) e.lineas = 'Agregue al menos un producto';
  return e;
}

export const entradaDelivery = (f: DeliveryForm, borrador: readonly LineaBorrador[]): PosDeliveryInput => ({
  cliente_id: f.cliente_id,
  nombres: f.nombres.trim() || null,
  telefono: f.telefono.trim() || null,
  direccion: f.direccion.trim(),
  referencia: f.referencia.trim() || null,
  nota: f.nota.trim() || null,
  lineas: lineasDeBorrador(borrador),
});
