import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { calcularAutorizacion, type PermisoVista } from '../../auth/autorizacion.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type EmpresaSesion, empresaDeSesion, type LocalSesion, localDeSesion } from '../../auth/sesiones.ts';
import { firmarAutorizacion } from '../../auth/tokens.ts';
import { pcgeCompleto } from '../../contabilidad/pcge/copiar-pcge.ts';

export type ResultadoSeleccion = {
  authorization: string;
  permisos: PermisoVista[];
  modulo_id: string;
  company: EmpresaSesion | null;
  local: LocalSesion | null;
  periodo: string | null;
  /** False when the company's chart of accounts is incomplete ('Contactar con soporte para verificar su PCGE'). */
  status: boolean;
};

type CambioSesion = { moduloId: string; empresaId?: string; localId?: string; periodo?: string };

/** Moves the live session to a module (and company, local, period) and answers the new authorization. */
export async function aplicarSeleccion(
  deps: Dependencias,
  sesion: SesionActiva,
  cambio: CambioSesion,
): Promise<ResultadoSeleccion> {
  const [fila] = await deps.db
    .update(schema.sesiones)
    .set(cambio)
    .where(eq(schema.sesiones.id, sesion.id))
    .returning();
  if (!fila) throw new Error('La sesión no existe');
  // The role may differ from company to company: the claims are those of the one now chosen.
  const usuario = { id: sesion.usuario.id, rolId: sesion.usuario.rolPropio };
  const claims = await calcularAutorizacion(deps.db, usuario, sesion.id, cambio.moduloId, fila.empresaId);
  const [authorization, company, local, status] = await Promise.all([
    firmarAutorizacion(claims, deps.claves.jwt),
    empresaDeSesion(deps.db, fila.empresaId),
    localDeSesion(deps.db, fila.localId),
    fila.empresaId ? pcgeCompleto(deps.db, fila.empresaId) : Promise.resolve(true),
  ]);
  return {
    authorization,
    permisos: claims.permisos,
    modulo_id: cambio.moduloId,
    status,
    company,
    local,
    periodo: fila.periodo,
  };
}
