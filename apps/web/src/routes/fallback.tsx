import { Navigate } from 'react-router';
import { useSession } from '../modules/auth/hooks/use-session';

/** Unknown paths (and /home until it exists): the module chooser with a session, else /login. */
export function FallbackRoute() {
  const { auth } = useSession();
  return <Navigate to={auth ? '/modulos' : '/login'} replace />;
}
