import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { staffQuery } from '../graphql/configuracion';

/** The kitchen of the session's user when it is a cook of the room's staff, so its screen opens there. */
export function useMiCocina(): string | null {
  const { userId } = useWorkspaceSession();
  const [{ data }] = useQuery({ query: staffQuery, pause: !userId, context: MANUAL_ERRORS });
  const yo = data?.staff.find((s) => s.usuario_id === userId && !s.deleted_at && s.rol === 'cocinero');
  return yo?.cocina_id ?? null;
}
