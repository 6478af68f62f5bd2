import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useLocalSesion } from '../../productos/hooks/use-local-sesion';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { partidaLocalQuery } from '../graphql/guias';
import type { PuntoGuiaForm } from '../utils/guia-form';

/**
 * Where the session's goods leave from by default: the session local's address and district (the
 * company's fiscal address when the local has none), and the company's RUC, which issues the documents
 * a guide cites. `partida` is null until known.
 */
export function usePartidaLocal(): { partida: PuntoGuiaForm | null; ruc: string } {
  const { company } = useWorkspaceSession();
  const { localId } = useLocalSesion();
  const [{ data }] = useQuery({
    query: partidaLocalQuery,
    variables: { id: company?.id ?? '' },
    pause: !company?.id,
    context: MANUAL_ERRORS,
  });
  const empresa = data?.empresa;
  const local = empresa?.locales.find((l) => l.id === localId);
  const ubigeo = local?.ubigeo || empresa?.ubigeo;
  const direccion = local?.direccion || empresa?.direccion;
  return {
    partida: ubigeo && direccion ? { ubigeo: { value: ubigeo, label: ubigeo }, direccion } : null,
    ruc: empresa?.ruc ?? company?.ruc ?? '',
  };
}
