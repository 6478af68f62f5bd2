import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { credencialesDe, guardarAplicacion, tieneAplicacion } from '../../../shared/aplicacion-api-sunat.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { encolarGuia } from '../encolar-guia.ts';

/** Whether a company can send guides to SUNAT's GRE API; the secrets themselves are never answered. */
export type EstadoCredencialesGre = { tiene_gre: boolean; tiene_sol: boolean };

export async function estadoCredencialesGre(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<EstadoCredencialesGre> {
  await exigirEmpresa(deps.db, sesion, empresaId);
  const { api, sol } = tieneAplicacion(await credencialesDe(deps, empresaId), 'GRE');
  return { tiene_gre: api, tiene_sol: sol };
}

/**
 * The GRE API application SUNAT gave the company ("Credenciales de API SUNAT" in its SOL menu), both
 * values encrypted at rest; the token is asked with the SOL user already stored. The guides that were
 * waiting for them (pendiente, never sent) are queued again at once.
 */
export async function guardarCredencialesGre(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
  input: { client_id: string; client_secret: string },
): Promise<EstadoCredencialesGre> {
  await exigirEmpresa(deps.db, sesion, empresaId);
  await guardarAplicacion(deps, empresaId, 'GRE', input);
  const g = schema.guias;
  const esperando = await deps.db
    .select({ id: g.id })
    .from(g)
    .where(and(eq(g.empresaId, empresaId), eq(g.estado, 'pendiente'), isNull(g.ticket)));
  for (const { id } of esperando) await encolarGuia(deps, id);
  return estadoCredencialesGre(deps, sesion, empresaId);
}
