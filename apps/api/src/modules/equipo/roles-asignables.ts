import { ROL, schema } from '@kipu/db';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { permisosDeAcceso, permisosDelRol } from '../auth/autorizacion.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';

/** Platform roles no company grants: they reach every company by themselves. */
export const ROLES_DE_PLATAFORMA: readonly string[] = [ROL.administradorGeneral, ROL.soporte];

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
  const { roles } = schema;
  const filas = await deps.db
    .select()
    .from(roles)
    .where(and(isNull(roles.deletedAt), or(isNull(roles.empresaId), eq(roles.empresaId, empresaId))))
    .orderBy(roles.nombre);
  const mios = await permisosDeAcceso(deps.db, sesion.acceso);
  const asignables: RolAsignable[] = [];
  for (const r of filas) {
    if (ROLES_DE_PLATAFORMA.includes(r.id)) continue;
    const delRol = await permisosDelRol(deps.db, r.id);
    if ([...delRol].every((p) => mios.has(p)))
      asignables.push({
        id: r.id,
        nombre: r.nombre,
        descripcion: r.descripcion,
        propio: r.empresaId !== null,
      });
  }
  return asignables;
}

/** The modules a role enters (rol_modulos), to check a grant's list against. */
export async function modulosDelRol(deps: Dependencias, rolId: string): Promise<string[]> {
  const filas = await deps.db
    .select({ id: schema.rolModulos.moduloId })
    .from(schema.rolModulos)
    .where(inArray(schema.rolModulos.rolId, [rolId]));
  return filas.map((f) => f.id);
}
