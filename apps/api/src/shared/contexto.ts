import { leerSesionActiva, type SesionActiva } from '../modules/auth/sesion-activa.ts';
import type { Dependencias } from './dependencias.ts';

export type Contexto = {
  deps: Dependencias;
  ip: string;
  host: string;
  userAgent: string;
  /** The session behind the bearer token; throws UNAUTHENTICATED or SESSION_REPLACED. Memoised. */
  sesion(): Promise<SesionActiva>;
  /** The bearer token, when the request carried one. */
  token: string | null;
};

export type DatosPeticion = {
  ip: string;
  host: string;
  userAgent: string;
  authorization: string | null | undefined;
};

export function crearContexto(deps: Dependencias, peticion: DatosPeticion): Contexto {
  const token = peticion.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  let sesion: Promise<SesionActiva> | undefined;
  return {
    deps,
    ip: peticion.ip,
    host: peticion.host,
    userAgent: peticion.userAgent,
    token,
    sesion() {
      sesion ??= leerSesionActiva(deps, token);
      return sesion;
    },
  };
}
