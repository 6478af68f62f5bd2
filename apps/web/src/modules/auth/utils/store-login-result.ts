import type { SesionFieldsFragment } from '../../../gql/graphql';
import { readAuth, saveAuth, saveCompany } from '../../../lib/session-storage';
import { resetClient } from '../../../lib/urql-client';

/**
 * Keeps a log-in answer (login, emailConfirmation, passwordReset) in storage: `Auth` always, `Company`
 * and `localempresa` when the server chose them. Returns false when the answer carries no session.
 */
export function storeLoginResult(result: SesionFieldsFragment): boolean {
  const { authentication, authorization, refresh } = result;
  if (!authentication || authentication === 'verify' || authentication === 'expired') return false;
  // Replacing another session: drop what the client cached for it.
  const replacing = readAuth() !== null;
  saveAuth({
    authentication,
    authorization: authorization ?? '',
    refresh: refresh ?? '',
    modulo_id: result.modulo_id ?? null,
  });
  const local = result.local
    ? { id: result.local.id, direccion: result.local.direccion, nombre_corto: result.local.nombre_corto }
    : null;
  saveCompany(result.company ? { ...result.company, local } : null, local);
  if (replacing) resetClient();
  return true;
}
