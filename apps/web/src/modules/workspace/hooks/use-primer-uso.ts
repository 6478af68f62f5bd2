import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { empresasUsuarioQuery } from '../graphql/workspace';

/**
 * Whether to offer a user in no company to register one (`PrimeraEmpresa`), and what to call once they
 * did. Kept once shown: registering refetches the list, and the new company's checklist follows in it.
 */
export function usePrimerUso(pausado: boolean): { mostrar: boolean; recargar: () => void } {
  const [empresas, refetch] = useQuery({
    query: empresasUsuarioQuery,
    context: MANUAL_ERRORS,
    pause: pausado,
  });
  const sinEmpresa = empresas.data?.empresasUsuario.length === 0;
  const [mostrado, setMostrado] = useState(false);
  useEffect(() => {
    if (sinEmpresa) setMostrado(true);
  }, [sinEmpresa]);
  return { mostrar: sinEmpresa || mostrado, recargar: () => refetch({ requestPolicy: 'network-only' }) };
}
