/** Decodes the payload (middle part) of a JWT without verifying it: the server is the judge. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.split('.');
  const body = parts[1];
  if (parts.length !== 3 || !body) return null;
  try {
    const base64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A string claim of the token payload, or null. */
export function jwtClaim(token: string | null | undefined, claim: string): string | null {
  const value = decodeJwtPayload(token)?.[claim];
  return typeof value === 'string' ? value : null;
}

/** Expiry of the token in epoch milliseconds, or null when it carries no `exp`. */
export function jwtExpiresAt(token: string | null | undefined): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}
