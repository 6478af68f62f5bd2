import { decodeJwt, SignJWT } from 'jose';

/** Re-signs a token's claims with an expiry in the past, with the server's own key. */
export async function vencido(token: string, clave: Uint8Array, audiencia: string): Promise<string> {
  const { exp: _exp, iat: _iat, iss: _iss, aud: _aud, ...claims } = decodeJwt(token);
  const hace = Math.floor(Date.now() / 1000) - 3600;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('kipu')
    .setAudience(audiencia)
    .setIssuedAt(hace - 60)
    .setExpirationTime(hace)
    .sign(clave);
}
