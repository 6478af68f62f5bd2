import { useMemo } from 'react';
import { jwtClaim } from '../../../lib/jwt';
import type { SessionSnapshot } from '../../../lib/session-storage';
import { useSession } from '../../auth/hooks/use-session';
import { type AuthorizationClaims, readAuthorization } from '../utils/authorization';

export interface WorkspaceSession extends SessionSnapshot {
  /** role_id of the authentication token. */
  roleId: string | null;
  /** user id of the authentication token. */
  userId: string | null;
  /** The authorization token's permissions, modules and companies. */
  authorization: AuthorizationClaims;
}

/** The stored session plus what its tokens say (role, user, permissions); re-renders when it changes. */
export function useWorkspaceSession(): WorkspaceSession {
  const session = useSession();
  return useMemo(
    () => ({
      ...session,
      roleId: jwtClaim(session.auth?.authentication, 'role_id'),
      userId: jwtClaim(session.auth?.authentication, 'id') ?? jwtClaim(session.auth?.authentication, 'sub'),
      authorization: readAuthorization(session.auth?.authorization),
    }),
    [session],
  );
}
