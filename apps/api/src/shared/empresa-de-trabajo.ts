import type { Db } from '@kipu/db';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { exigirEmpresa } from '../modules/workspace/alcance.ts';
import { entradaInvalida } from './errores.ts';

/**
 * The company the session works in — the server's truth for every business operation — checked again
 * against the user's grants (a revoked grant takes effect at once).
 */
export async function empresaDeTrabajo(db: Db, sesion: SesionActiva): Promise<string> {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  await exigirEmpresa(db, sesion, sesion.empresaId);
  return sesion.empresaId;
}
