import { type Db, schema } from '@kipu/db';
import { and, eq, isNull, or } from 'drizzle-orm';
import { type AccesoEnEmpresa, accesoEnEmpresa } from './acceso-en-empresa.ts';
import type { ClaimsAutorizacion } from './tokens.ts';

export type PermisoVista = { id: string; otherlocal: boolean };

/** Permissions of a module the grant does not open are dropped; those of no module always stay. */
const abiertoPor = (acceso: AccesoEnEmpresa) => (moduloId: string | null) =>
  moduloId === null || acceso.modulos === null || acceso.modulos.includes(moduloId);

/** The role's permissions in a module, plus those that hold in every module (no module). */
export async function permisosDelModulo(
  db: Db,
  acceso: AccesoEnEmpresa,
  moduloId: string | null,
): Promise<PermisoVista[]> {
  if (!acceso.vigente) return [];
  const { rolPermisos, permisos } = schema;
  const delModulo = moduloId
    ? or(isNull(permisos.moduloId), eq(permisos.moduloId, moduloId))
    : isNull(permisos.moduloId);
  const filas = await db
    .select({ id: rolPermisos.permisoId, otherlocal: rolPermisos.otherlocal, moduloId: permisos.moduloId })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(and(eq(rolPermisos.rolId, acceso.rolId), delModulo))
    .orderBy(permisos.id);
  const abierto = abiertoPor(acceso);
  return filas.filter((f) => abierto(f.moduloId)).map(({ id, otherlocal }) => ({ id, otherlocal }));
}

/** Every menu permission the access holds (in any module), as the server checks operations against. */
export async function permisosDeAcceso(db: Db, acceso: AccesoEnEmpresa): Promise<ReadonlySet<string>> {
  if (!acceso.vigente) return new Set();
  const { rolPermisos, permisos } = schema;
  const filas = await db
    .select({ id: rolPermisos.permisoId, moduloId: permisos.moduloId })
    .from(rolPermisos)
    .innerJoin(permisos, eq(permisos.id, rolPermisos.permisoId))
    .where(eq(rolPermisos.rolId, acceso.rolId));
  return permisosAbiertos(acceso, filas);
}

/** Of the role's permissions, those the grant opens (none when it is not in force). */
export function permisosAbiertos(
  acceso: AccesoEnEmpresa,
  delRol: readonly { id: string; moduloId: string | null }[],
): ReadonlySet<string> {
  if (!acceso.vigente) return new Set();
  const abierto = abiertoPor(acceso);
  return new Set(delRol.filter((f) => abierto(f.moduloId)).map((f) => f.id));
}

/** Every menu permission a role holds, whatever the grant (the role matrix itself). */
export const permisosDelRol = (db: Db, rolId: string) =>
  permisosDeAcceso(db, { rolId, modulos: null, vigente: true });

/** The permission set the client uses for its menus; the server checks each operation again. */
export async function calcularAutorizacion(
  db: Db,
  usuario: { id: string; rolId: string },
  sid: string,
  moduloId: string | null,
  empresaId: string | null,
): Promise<ClaimsAutorizacion> {
  const { rolModulos, usuarioEmpresas, empresas } = schema;
  const acceso = await accesoEnEmpresa(db, usuario, empresaId);
  const abierto = abiertoPor(acceso);
  const [permisos, modulos, empresasUsuario] = await Promise.all([
    permisosDelModulo(db, acceso, moduloId),
    db
      .select({ id: rolModulos.moduloId })
      .from(rolModulos)
      .where(eq(rolModulos.rolId, acceso.rolId))
      .then((filas) => filas.filter((m) => acceso.vigente && abierto(m.id))),
    db
      .select({ id: usuarioEmpresas.empresaId })
      .from(usuarioEmpresas)
      .innerJoin(empresas, eq(empresas.id, usuarioEmpresas.empresaId))
      .where(and(eq(usuarioEmpresas.usuarioId, usuario.id), isNull(empresas.deletedAt))),
  ]);
  return { sid, permisos, modulos: modulos.map((m) => m.id), otherempresa: empresasUsuario.map((e) => e.id) };
}
