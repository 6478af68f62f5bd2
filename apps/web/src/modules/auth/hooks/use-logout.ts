import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { endSession } from '../../../lib/urql-client';
import { logoutMutation } from '../graphql/session';

/** Ends the session on the server (best effort), then clears Auth, Company, localempresa and goes to /login. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const [, logoutOnServer] = useMutation(logoutMutation);
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logoutOnServer({}, MANUAL_ERRORS);
    } finally {
      setLoggingOut(false);
      endSession();
    }
  }, [logoutOnServer]);
  return { logout, loggingOut };
}
