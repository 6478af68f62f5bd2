import { schema } from '@kipu/db';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { permisosDeAcceso } from '../auth/autorizacion.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { alcanceDeRol } from '../workspace/alcance.ts';

/** Platform roles no company grants: they reach every company by themselves (workspace's alcance). */
export const esRolDePlataforma = (rolId: string) => alcanceDeRol(rolId).tipo === 'todas';

export type RolAsignable = { id: string; nombre: string; descripcion: string; propio: boolean };

/**
 * The roles a manager may grant in a company: the platform's (but its own staff roles) and the
 * company's own, each only when all its permissions are the manager's too — nobody hands out more
 * than they hold.
 */
export async function rolesAsignables(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<RolAsignable[]> {
  const { roles, rolPermisos } = schema;
  const filas = await deps.db
    .select()
    .from(roles)
    .where(and(isNull(roles.deletedAt), or(isNull(roles.empresaId), eq(roles.empresaId, empresaId))))
    .orderBy(roles.nombre);
  const mios = await permisosDeAcceso(deps.db, sesion.acceso);
  // One read of the candidates' permissions; a role holding one the manager lacks is left out.
  const candidatos = filas.filter((r) => !esRolDePlataforma(r.id));
  const ajenos = new Set(
    candidatos.length
      ? (
          await deps.db
            .select({ rolId: rolPermisos.rolId, permisoId: rolPermisos.permisoId })
            .from(rolPermisos)
            .where(
              inArray(
                rolPermisos.rolId,
                candidatos.map((r) => r.id),
              ),
            )
        )
          .filter((rp) => !mios.has(rp.permisoId))
          .map((rp) => rp.rolId)
      : [],
  );
  const asignables: RolAsignable[] = candidatos
    .filter((r) => !ajenos.has(r.id))
    .map((r) => ({ id: r.id, nombre: r.nombre, descripcion: r.descripcion, propio: r.empresaId !== null }));
  return asignables;
}

/** The modules a role enters (rol_modulos), to check a grant's list against. */
export async function modulosDelRol(deps: Dependencias, rolId: string): Promise<string[]> {
  const filas = await deps.db
    .select({ id: schema.rolModulos.moduloId })
    .from(schema.rolModulos)
    .where(eq(schema.rolModulos.rolId, rolId));
  return filas.map((f) => f.id);
}
