import { credencialesDe, guardarAplicacion, tieneAplicacion } from '../../../shared/aplicacion-api-sunat.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

/** Whether the session's company can call SIRE; the secrets themselves are never answered. */
export type EstadoCredencialesSire = { tiene_sire: boolean; tiene_sol: boolean };

export async function estadoCredencialesSire(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<EstadoCredencialesSire> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { api, sol } = tieneAplicacion(await credencialesDe(deps, empresaId), 'SIRE');
  return { tiene_sire: api, tiene_sol: sol };
}

/**
 * The SIRE API application SUNAT gave the company in its SOL menu (client_id and client_secret), both
 * encrypted at rest; the token is asked with the SOL user already stored.
 */
export async function guardarCredencialesSire(
  deps: Dependencias,
  sesion: SesionActiva,
  input: { client_id: string; client_secret: string },
): Promise<EstadoCredencialesSire> {
  await guardarAplicacion(deps, await empresaDeTrabajo(deps.db, sesion), 'SIRE', input);
  return estadoCredencialesSire(deps, sesion);
}
