import { Navigate } from 'react-router';
import { useWorkspaceSession } from '../modules/workspace/hooks/use-workspace-session';
import {
  HOME_ROUTE,
  isPrivilegedRole,
  LOGIN_ROUTE,
  MODULOS_ROUTE,
} from '../modules/workspace/utils/role-rules';

/** Unknown paths: /home inside a module (or for a privileged role), else the module chooser, else /login. */
export function FallbackRoute() {
  const { auth, roleId } = useWorkspaceSession();
  if (!auth) return <Navigate to={LOGIN_ROUTE} replace />;
  return <Navigate to={auth.modulo_id || isPrivilegedRole(roleId) ? HOME_ROUTE : MODULOS_ROUTE} replace />;
}
