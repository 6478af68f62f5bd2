import { useCallback } from 'react';
import type {
  PosMesaEstadoFieldsFragment,
  PosMesasZonaCambioSubscription,
  PosMesasZonaQuery,
} from '../../../gql/graphql';
import { mesasZonaCambioSubscription, mesasZonaQuery } from '../graphql/servicio';
import { useEnVivo } from './use-en-vivo';

export type MesaEstado = PosMesaEstadoFieldsFragment;

const deConsulta = (q: PosMesasZonaQuery) => q.mesasZona;
const deCambio = (s: PosMesasZonaCambioSubscription) => s.mesasZonaCambio;

/** A zone's tables with their live state (libre / ocupada, the open order and its total). */
export function useMapaZona(zonaId: string | null) {
  const pertenece = useCallback((m: MesaEstado) => m.zona_id === zonaId, [zonaId]);
  return useEnVivo({
    consulta: mesasZonaQuery,
    suscripcion: mesasZonaCambioSubscription,
    variables: { zona_id: zonaId ?? '' },
    pausa: !zonaId,
    filas: deConsulta,
    cambio: deCambio,
    pertenece,
  });
}
