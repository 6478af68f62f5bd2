import { type Db, PERMISOS, ROL, schema } from '@kipu/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { auditar } from '../auditoria.ts';

export type PermisoCatalogo = {
  id: string;
  nombre: string;
  padre_id: string | null;
  modulo_id: string | null;
};
export type RolMatriz = { id: string; nombre: string; descripcion: string; permisos: string[] };
export type MatrizPermisos = { permisos: PermisoCatalogo[]; roles: RolMatriz[] };

/** The platform's role × permission matrix (company roles are their owners'). */
export async function matrizPermisos(db: Db): Promise<MatrizPermisos> {
  const { roles, rolPermisos } = schema;
  const filas = await db
    .select({ rol: roles, permiso: rolPermisos.permisoId })
    .from(roles)
    .leftJoin(rolPermisos, eq(rolPermisos.rolId, roles.id))
    .where(and(isNull(roles.empresaId), isNull(roles.deletedAt)))
    .orderBy(roles.nombre, rolPermisos.permisoId);
  const porId = new Map<string, RolMatriz>();
  for (const { rol, permiso } of filas) {
    const r = porId.get(rol.id) ?? {
      id: rol.id,
      nombre: rol.nombre,
      descripcion: rol.descripcion,
      permisos: [],
    };
    if (permiso) r.permisos.push(permiso);
    porId.set(rol.id, r);
  }
  return {
    permisos: PERMISOS.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      padre_id: p.padreId,
      modulo_id: p.moduloId,
    })),
    roles: [...porId.values()],
  };
}

const catalogo = new Set<string>(PERMISOS.map((p) => p.id));

/**
 * Sets a platform role's permissions. What is taken away is remembered so the seed does not give it back
 * on the next start; the top administrator's own role keeps everything (nobody locks the platform out).
 */
export async function guardarPermisosRol(
  deps: Dependencias,
  sesion: SesionActiva,
  rolId: string,
  permisos: readonly string[],
): Promise<RolMatriz> {
  if (rolId === ROL.administradorGeneral)
    throw entradaInvalida('El rol Administrador general conserva todos los permisos');
  const { roles, rolPermisos, rolPermisosRetirados } = schema;
  const [rol] = await deps.db
    .select()
    .from(roles)
    .where(and(eq(roles.id, rolId), isNull(roles.empresaId), isNull(roles.deletedAt)));
  if (!rol) throw entradaInvalida('El rol no existe');
  const nuevos = [...new Set(permisos)].sort();
  const desconocido = nuevos.find((p) => !catalogo.has(p));
  if (desconocido) throw entradaInvalida(`No existe el permiso ${desconocido}`);
  // The ADMINISTRADOR screens answer to the top administrator's role alone: on another role they would
  // show a menu whose every call is refused.
  if (nuevos.some((p) => p.startsWith('ADM')))
    throw entradaInvalida('Los permisos de Administración son solo del Administrador general');
  await deps.db.transaction(async (tx) => {
    const antes = (await tx.select().from(rolPermisos).where(eq(rolPermisos.rolId, rolId))).map(
      (r) => r.permisoId,
    );
    const quitados = antes.filter((p) => !nuevos.includes(p));
    const agregados = nuevos.filter((p) => !antes.includes(p));
    if (quitados.length) {
      await tx
        .delete(rolPermisos)
        .where(and(eq(rolPermisos.rolId, rolId), inArray(rolPermisos.permisoId, quitados)));
      await tx
        .insert(rolPermisosRetirados)
        .values(quitados.map((permisoId) => ({ rolId, permisoId })))
        .onConflictDoNothing();
    }
    if (agregados.length) {
      await tx.insert(rolPermisos).values(agregados.map((permisoId) => ({ rolId, permisoId })));
      await tx
        .delete(rolPermisosRetirados)
        .where(
          and(eq(rolPermisosRetirados.rolId, rolId), inArray(rolPermisosRetirados.permisoId, agregados)),
        );
    }
    await auditar(tx, {
      empresaId: null,
      actorId: sesion.usuario.id,
      accion: 'rol_modificado',
      detalle: { rol_id: rolId, quitados, agregados },
    });
  });
  return { id: rol.id, nombre: rol.nombre, descripcion: rol.descripcion, permisos: nuevos };
}
