import { decodeJwtPayload } from '../../../lib/jwt';

/** What the authorization token tells the client (docs/auth-api.md): for menus only. */
export interface AuthorizationClaims {
  permisos: { id: string; otherlocal: boolean }[];
  modulos: string[];
  otherempresa: string[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Reads the authorization JWT's payload; empty lists when there is none or it cannot be read. */
export function readAuthorization(token: string | null | undefined): AuthorizationClaims {
  const payload = decodeJwtPayload(token);
  const permisos = Array.isArray(payload?.permisos) ? payload.permisos : [];
  return {
    permisos: permisos.flatMap((p: unknown) => {
      if (p === null || typeof p !== 'object') return [];
      const { id, otherlocal } = p as { id?: unknown; otherlocal?: unknown };
      return typeof id === 'string' ? [{ id, otherlocal: otherlocal === true }] : [];
    }),
    modulos: strings(payload?.modulos),
    otherempresa: strings(payload?.otherempresa),
  };
}
