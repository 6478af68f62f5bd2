import { type Db, schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { ClaimsAutorizacion } from './tokens.ts';

/** The permission set the client uses for its menus; the server checks each operation again. */
export async function calcularAutorizacion(
  db: Db,
  usuario: { id: string; rolId: string },
  sid: string,
): Promise<ClaimsAutorizacion> {
  const { rolPermisos, rolModulos, usuarioEmpresas, empresas } = schema;
  const [permisos, modulos, empresasUsuario] = await Promise.all([
    db
      .select({ id: rolPermisos.permisoId, otherlocal: rolPermisos.otherlocal })
      .from(rolPermisos)
      .where(eq(rolPermisos.rolId, usuario.rolId)),
    db.select({ id: rolModulos.moduloId }).from(rolModulos).where(eq(rolModulos.rolId, usuario.rolId)),
    db
      .select({ id: usuarioEmpresas.empresaId })
      .from(usuarioEmpresas)
      .innerJoin(empresas, eq(empresas.id, usuarioEmpresas.empresaId))
      .where(and(eq(usuarioEmpresas.usuarioId, usuario.id), isNull(empresas.deletedAt))),
  ]);
  return { sid, permisos, modulos: modulos.map((m) => m.id), otherempresa: empresasUsuario.map((e) => e.id) };
}
