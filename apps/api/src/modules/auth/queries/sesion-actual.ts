import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../sesion-activa.ts';
import { type EmpresaSesion, empresaDeSesion, type LocalSesion, localDeSesion } from '../sesiones.ts';

export type Yo = {
  user: { id: string; email: string; nombres: string; role_id: string };
  company: EmpresaSesion | null;
  local: LocalSesion | null;
  periodo: string | null;
  modulo_id: string | null;
  /** A sub-account on its temporary password: the client sends it to the password form first. */
  debe_cambiar_password: boolean;
};

/** me: who the session is and where it works; clients and outside checks use it to see a session is alive. */
export async function sesionActual(deps: Dependencias, sesion: SesionActiva): Promise<Yo> {
  const [company, local] = await Promise.all([
    empresaDeSesion(deps.db, sesion.empresaId),
    localDeSesion(deps.db, sesion.localId),
  ]);
  const { usuario } = sesion;
  return {
    user: { id: usuario.id, email: usuario.email, nombres: usuario.nombres, role_id: usuario.rolId },
    company,
    local,
    periodo: sesion.periodo ?? company?.periodo ?? null,
    modulo_id: sesion.moduloId,
    debe_cambiar_password: usuario.debeCambiarPassword,
  };
}
