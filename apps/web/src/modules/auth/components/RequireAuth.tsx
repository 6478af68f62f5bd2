import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { jwtClaim } from '../../../lib/jwt';
import { useSession } from '../hooks/use-session';

interface RequireAuthProps {
  children: ReactNode;
  /** Also demand a chosen module (pages inside a module, e.g. /home); without one go to /modulos. */
  requireModulo?: boolean;
  /** Roles that may work without a chosen module (spec 01 §2: "three privileged roles"). */
  moduloExemptRoles?: readonly string[];
}

/** Paths that are reachable without login even under a guard (spec 01 §2). */
export function isPublicPath(pathname: string): boolean {
  return /reset|verify/.test(pathname);
}

/** Route guard of spec 01 §2: without a session go to /login. */
export function RequireAuth({ children, requireModulo = false, moduloExemptRoles = [] }: RequireAuthProps) {
  const { auth } = useSession();
  const { pathname } = useLocation();
  if (isPublicPath(pathname)) return children;
  if (!auth) return <Navigate to="/login" replace />;
  if (requireModulo && !auth.modulo_id) {
    const roleId = jwtClaim(auth.authentication, 'role_id');
    if (!roleId || !moduloExemptRoles.includes(roleId)) return <Navigate to="/modulos" replace />;
  }
  return children;
}
