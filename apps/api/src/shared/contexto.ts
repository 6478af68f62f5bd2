import { permisosAbiertos, permisosDeAcceso } from '../modules/auth/autorizacion.ts';
import { leerSesionActiva, type SesionActiva } from '../modules/auth/sesion-activa.ts';
import type { Dependencias } from './dependencias.ts';

export type Contexto = {
  deps: Dependencias;
  ip: string;
  host: string;
  userAgent: string;
  /** The session behind the bearer token; throws UNAUTHENTICATED or SESSION_REPLACED. Memoised. */
  sesion(): Promise<SesionActiva>;
  /** The menu permissions of the session's grant, read from the stored matrix once per request. */
  permisos(): Promise<ReadonlySet<string>>;
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
  let permisos: Promise<ReadonlySet<string>> | undefined;
  const leerSesion = () => {
    sesion ??= leerSesionActiva(deps, token);
    return sesion;
  };
  return {
    deps,
    ip: peticion.ip,
    host: peticion.host,
    userAgent: peticion.userAgent,
    token,
    sesion: leerSesion,
    permisos() {
      permisos ??= leerSesion().then((s) =>
        s.permisosDelRol ? permisosAbiertos(s.acceso, s.permisosDelRol) : permisosDeAcceso(deps.db, s.acceso),
      );
      return permisos;
    },
  };
}
