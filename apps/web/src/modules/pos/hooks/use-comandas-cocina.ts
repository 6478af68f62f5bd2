import { useCallback } from 'react';
import type {
  PosComandaFieldsFragment,
  PosComandasCocinaCambioSubscription,
  PosComandasCocinaQuery,
} from '../../../gql/graphql';
import { comandasCocinaCambioSubscription, comandasCocinaQuery } from '../graphql/cocina';
import { useEnVivo } from './use-en-vivo';

export type Comanda = PosComandaFieldsFragment;

const deConsulta = (q: PosComandasCocinaQuery) => q.comandasCocina;
const deCambio = (s: PosComandasCocinaCambioSubscription) => s.comandasCocinaCambio;

/** A kitchen's comandas, with the new ones and every change of state arriving live. */
export function useComandasCocina(cocinaId: string | null) {
  const pertenece = useCallback((c: Comanda) => c.cocina_id === cocinaId, [cocinaId]);
  return useEnVivo({
    consulta: comandasCocinaQuery,
    suscripcion: comandasCocinaCambioSubscription,
    variables: { cocina_id: cocinaId ?? '' },
    pausa: !cocinaId,
    filas: deConsulta,
    cambio: deCambio,
    pertenece,
  });
}
