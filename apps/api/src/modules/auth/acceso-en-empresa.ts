import { type Db, schema } from '@kipu/db';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';

/**
 * What a user may do in one company: the role of their grant there (or their own, for owners and the
 * platform's staff), the modules the grant opens (null: all of the role's) and whether it is in force.
 */
export type AccesoEnEmpresa = { rolId: string; modulos: readonly string[] | null; vigente: boolean };

type Concesion = Pick<
  typeof schema.usuarioEmpresas.$inferSelect,
  'rolId' | 'modulos' | 'suspendidaAt' | 'demoVenceAt'
>;

/** The user as the access rule reads it: their own role and whether they still owe a password change. */
export type UsuarioDelAcceso = { rolId: string; debeCambiarPassword: boolean };

/**
 * A suspended grant, or a demo one past its date, opens nothing; neither does any grant of an account
 * still on the temporary password it was created with, until the user sets their own.
 */
export function accesoDeConcesion(
  usuario: UsuarioDelAcceso,
  concesion: Concesion | null | undefined,
  ahora = new Date(),
): AccesoEnEmpresa {
  const libre = !usuario.debeCambiarPassword;
  if (!concesion) return { rolId: usuario.rolId, modulos: null, vigente: libre };
  const vencida = concesion.demoVenceAt !== null && concesion.demoVenceAt <= ahora;
  return {
    rolId: concesion.rolId ?? usuario.rolId,
    modulos: concesion.modulos,
    vigente: libre && concesion.suspendidaAt === null && !vencida,
  };
}

/** The access of a user in a company, the user's row read again (a pending password change counts). */
export async function accesoEnEmpresa(
  db: Db,
  usuario: { id: string; rolId: string },
  empresaId: string | null,
): Promise<AccesoEnEmpresa> {
  const { usuarioEmpresas, usuarios } = schema;
  const [fila] = await db
    .select({ debeCambiarPassword: usuarios.debeCambiarPassword, concesion: usuarioEmpresas })
    .from(usuarios)
    .leftJoin(
      usuarioEmpresas,
      and(
        eq(usuarioEmpresas.usuarioId, usuarios.id),
        empresaId ? eq(usuarioEmpresas.empresaId, empresaId) : sql`false`,
      ),
    )
    .where(eq(usuarios.id, usuario.id))
    .limit(1);
  const debeCambiarPassword = fila?.debeCambiarPassword ?? false;
  return accesoDeConcesion({ rolId: usuario.rolId, debeCambiarPassword }, fila?.concesion);
}

/** The same rule as `accesoDeConcesion` in SQL: grants that still open something. */
export const concesionEnVigor = () => {
  const { usuarioEmpresas } = schema;
  return and(
    isNull(usuarioEmpresas.suspendidaAt),
    or(isNull(usuarioEmpresas.demoVenceAt), gt(usuarioEmpresas.demoVenceAt, new Date())),
  );
};
