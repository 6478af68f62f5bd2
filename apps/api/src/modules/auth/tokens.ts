import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const EMISOR = 'kipu';
export const VIGENCIA_ACCESO = '15m';
export const VIGENCIA_REFRESH_DIAS = 30;

export type ClaimsAcceso = {
  id: string;
  sub: string;
  email: string;
  role: string;
  role_id: string;
  sid: string;
};
export type ClaimsAutorizacion = {
  sid: string;
  permisos: { id: string; otherlocal: boolean }[];
  modulos: string[];
  otherempresa: string[];
};
/** cambio_email: the link mailed to a new address; its `email` claim is that new address. */
export type PropositoEnlace = 'verificacion' | 'reset' | 'cambio_email';
export type ClaimsEnlace = { sub: string; email: string; proposito: PropositoEnlace; jti: string };

async function firmar(
  claims: Record<string, unknown>,
  clave: Uint8Array,
  vigencia: string,
  audiencia: string,
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(EMISOR)
    .setAudience(audiencia)
    .setIssuedAt()
    .setExpirationTime(vigencia)
    .sign(clave);
}

export const firmarAcceso = (c: ClaimsAcceso, clave: Uint8Array) =>
  firmar(c, clave, VIGENCIA_ACCESO, 'acceso');
export const firmarAutorizacion = (c: ClaimsAutorizacion, clave: Uint8Array) =>
  firmar(c, clave, `${VIGENCIA_REFRESH_DIAS}d`, 'autorizacion');
export const firmarEnlace = (c: ClaimsEnlace, clave: Uint8Array, vigencia: string) =>
  firmar(c, clave, vigencia, `enlace:${c.proposito}`);

export type Verificacion<T> =
  | { estado: 'valido'; claims: T }
  | { estado: 'expirado'; claims: T }
  | { estado: 'invalido' };

async function verificar<T>(token: string, clave: Uint8Array, audiencia: string): Promise<Verificacion<T>> {
  try {
    const { payload } = await jwtVerify(token, clave, {
      issuer: EMISOR,
      audience: audiencia,
      algorithms: ['HS256'],
    });
    return { estado: 'valido', claims: payload as T };
  } catch (e) {
    // An expired token is still authentic: the caller may use its claims (to resend a link, say).
    if (e instanceof errors.JWTExpired) return { estado: 'expirado', claims: e.payload as T };
    return { estado: 'invalido' };
  }
}

export const verificarAcceso = (t: string, clave: Uint8Array) => verificar<ClaimsAcceso>(t, clave, 'acceso');
export const verificarEnlace = (t: string, clave: Uint8Array, proposito: PropositoEnlace) =>
  verificar<ClaimsEnlace>(t, clave, `enlace:${proposito}`);

export function nuevoTokenOpaco(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function claimsAcceso(
  usuario: { id: string; email: string; rolId: string },
  sid: string,
): ClaimsAcceso {
  return {
    id: usuario.id,
    sub: usuario.id,
    email: usuario.email,
    role: usuario.rolId,
    role_id: usuario.rolId,
    sid,
  };
}
