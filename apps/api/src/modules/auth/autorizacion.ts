import { type Db, schema } from '@kipu/db';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { ClaimsAutorizacion } from './tokens.ts';

export type PermisoVista = { id: string; otherlocal: boolean };

/** The role's permissions in a module, plus those that hold in every module (no module). */
export async function permisosDelModulo(
  db: Db,
  rolId: string,
  moduloId: string | null,
): Promise<PermisoVista[]> {
  const { rolPermisos, permisos } = schema;
  const delModulo = moduloId
    ? or(isNull(permisos.moduloId), eq(permisos.moduloId, moduloId))
    : isNull(permisos.moduloId);
  return db
    .select({ id: rolPermisos.permisoId, otherlocal: rolPermisos.otherlocal })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(and(eq(rolPermisos.rolId, rolId), delModulo))
    .orderBy(permisos.id);
}

/** Every menu permission the role holds (in any module), as the server checks operations against. */
export async function permisosDelRol(db: Db, rolId: string): Promise<ReadonlySet<string>> {
  const { rolPermisos } = schema;
  const filas = await db
    .select({ id: rolPermisos.permisoId })
    .from(rolPermisos)
    .where(eq(rolPermisos.rolId, rolId));
  return new Set(filas.map((f) => f.id));
}

/** The permission set the client uses for its menus; the server checks each operation again. */
export async function calcularAutorizacion(
  db: Db,
  usuario: { id: string; rolId: string },
  sid: string,
  moduloId: string | null,
): Promise<ClaimsAutorizacion> {
  const { rolModulos, usuarioEmpresas, empresas } = schema;
  const [permisos, modulos, empresasUsuario] = await Promise.all([
    permisosDelModulo(db, usuario.rolId, moduloId),
    db.select({ id: rolModulos.moduloId }).from(rolModulos).where(eq(rolModulos.rolId, usuario.rolId)),
    db
      .select({ id: usuarioEmpresas.empresaId })
      .from(usuarioEmpresas)
      .innerJoin(empresas, eq(empresas.id, usuarioEmpresas.empresaId))
      .where(and(eq(usuarioEmpresas.usuarioId, usuario.id), isNull(empresas.deletedAt))),
  ]);
  return { sid, permisos, modulos: modulos.map((m) => m.id), otherempresa: empresasUsuario.map((e) => e.id) };
}

/** Whether the role holds one menu permission (in any module). */
export async function tienePermiso(db: Db, rolId: string, permisoId: string): Promise<boolean> {
  return (await permisosDelRol(db, rolId)).has(permisoId);
}
