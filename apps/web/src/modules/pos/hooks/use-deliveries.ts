import type {
  PosDeliveriesCambioSubscription,
  PosDeliveriesQuery,
  PosDeliveryFieldsFragment,
} from '../../../gql/graphql';
import { deliveriesCambioSubscription, deliveriesQuery } from '../graphql/delivery';
import { useEnVivo } from './use-en-vivo';

export type Delivery = PosDeliveryFieldsFragment;

const deConsulta = (q: PosDeliveriesQuery) => q.getAllDelivery;
const deCambio = (s: PosDeliveriesCambioSubscription) => s.deliveriesCambio;
// The board is the company's: every change the server sends belongs to it.
const deLaEmpresa = () => true;
const SIN_FILTRO = {};

/** The company's delivery orders, with new ones, states, couriers and charges arriving live. */
export function useDeliveries() {
  return useEnVivo({
    consulta: deliveriesQuery,
    suscripcion: deliveriesCambioSubscription,
    variables: SIN_FILTRO,
    pausa: false,
    filas: deConsulta,
    cambio: deCambio,
    pertenece: deLaEmpresa,
  });
}
