import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useWorkspaceSession } from '../hooks/use-workspace-session';
import { guardDecision } from '../utils/role-rules';

interface RouteGuardProps {
  /** The route works inside a module: without one (and without a privileged role) go to /modulos. */
  requireModulo?: boolean;
  /** What to show when allowed; the nested routes (<Outlet />) when used as a layout route. */
  children?: ReactNode;
}

/**
 * Route guard of spec 01 §2: without a session → /login; without a chosen module (unless the role is
 * privileged) → /modulos; paths containing reset or verify stay public.
 */
export function RouteGuard({ requireModulo = false, children }: RouteGuardProps) {
  const { auth, roleId } = useWorkspaceSession();
  const { pathname } = useLocation();
  const decision = guardDecision({
    pathname,
    authenticated: auth !== null,
    moduloId: auth?.modulo_id ?? null,
    roleId,
    requireModulo,
  });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children ?? <Outlet />;
}
