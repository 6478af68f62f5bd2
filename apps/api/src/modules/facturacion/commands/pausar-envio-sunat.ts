import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type EnvioSunatVista, vistaEnvioSunat } from '../envio-sunat-vista.ts';
import { encolarPendientes, encolarResumenesPendientes } from '../pendientes-de-envio.ts';

/**
 * Pauses or resumes the session company's automatic sending (during a SUNAT outage, say). Paused,
 * emission leaves documents 'pendiente' and the jobs send nothing; resuming queues every document and
 * summary SUNAT has not answered.
 */
export async function pausarEnvioSunat(
  deps: Dependencias,
  sesion: SesionActiva,
  pausado: boolean,
): Promise<EnvioSunatVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const [empresa] = await deps.db
    .update(schema.empresas)
    .set({ envioPausado: pausado })
    .where(eq(schema.empresas.id, empresaId))
    .returning();
  if (empresa && !pausado) {
    await encolarPendientes(deps, empresa);
    await encolarResumenesPendientes(deps, empresa);
  }
  return vistaEnvioSunat(deps, empresaId);
}
