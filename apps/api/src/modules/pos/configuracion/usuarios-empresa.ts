import { schema } from '@kipu/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type UsuarioEmpresa = { id: string; nombres: string; email: string; rolId: string; rol: string };

/** The live users granted to the session's company (staff and courier pickers), by name. */
export async function listarUsuariosEmpresa(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<UsuarioEmpresa[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { usuarioEmpresas: ue, usuarios: u, roles: r } = schema;
  return deps.db
    .select({ id: u.id, nombres: u.nombres, email: u.email, rolId: u.rolId, rol: r.nombre })
    .from(ue)
    .innerJoin(u, eq(u.id, ue.usuarioId))
    .innerJoin(r, eq(r.id, u.rolId))
    .where(and(eq(ue.empresaId, empresaId), isNull(u.deletedAt)))
    .orderBy(asc(u.nombres), asc(u.email));
}
