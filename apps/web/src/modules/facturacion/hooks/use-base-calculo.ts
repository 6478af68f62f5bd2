import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useLocalSesion } from '../../productos/hooks/use-local-sesion';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { calculoLocalQuery } from '../graphql/comprobantes';
import type { BaseCalculo } from '../utils/comprobante-form';

/** Whether the session local types prices with IGV or values without it (with IGV until known). */
export function useBaseCalculo(): BaseCalculo {
  const { company } = useWorkspaceSession();
  const { localId } = useLocalSesion();
  const [{ data }] = useQuery({
    query: calculoLocalQuery,
    variables: { id: company?.id ?? '' },
    pause: !company?.id,
    context: MANUAL_ERRORS,
  });
  const calculo = data?.empresa.locales.find((l) => l.id === localId)?.calculo_comprobante;
  return calculo === 'valor_unitario' ? 'valor_unitario' : 'precio_unitario';
}
