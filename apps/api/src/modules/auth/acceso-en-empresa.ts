import { type Db, schema } from '@kipu/db';
import { and, eq, gt, isNull, or } from 'drizzle-orm';

/**
 * What a user may do in one company: the role of their grant there (or their own, for owners and the
 * platform's staff), the modules the grant opens (null: all of the role's) and whether it is in force.
 */
export type AccesoEnEmpresa = { rolId: string; modulos: readonly string[] | null; vigente: boolean };

type Concesion = Pick<
  typeof schema.usuarioEmpresas.$inferSelect,
  'rolId' | 'modulos' | 'suspendidaAt' | 'demoVenceAt'
>;

/** A suspended grant, or a demo one past its date, opens nothing. */
export function accesoDeConcesion(
  rolPropio: string,
  concesion: Concesion | null | undefined,
  ahora = new Date(),
): AccesoEnEmpresa {
  if (!concesion) return { rolId: rolPropio, modulos: null, vigente: true };
  const vencida = concesion.demoVenceAt !== null && concesion.demoVenceAt <= ahora;
  return {
    rolId: concesion.rolId ?? rolPropio,
    modulos: concesion.modulos,
    vigente: concesion.suspendidaAt === null && !vencida,
  };
}

export async function accesoEnEmpresa(
  db: Db,
  usuario: { id: string; rolId: string },
  empresaId: string | null,
): Promise<AccesoEnEmpresa> {
  if (!empresaId) return accesoDeConcesion(usuario.rolId, null);
  const { usuarioEmpresas } = schema;
  const [concesion] = await db
    .select()
    .from(usuarioEmpresas)
    .where(and(eq(usuarioEmpresas.usuarioId, usuario.id), eq(usuarioEmpresas.empresaId, empresaId)))
    .limit(1);
  return accesoDeConcesion(usuario.rolId, concesion);
}

/** The same rule as `accesoDeConcesion` in SQL: grants that still open something. */
export const concesionEnVigor = () => {
  const { usuarioEmpresas } = schema;
  return and(
    isNull(usuarioEmpresas.suspendidaAt),
    or(isNull(usuarioEmpresas.demoVenceAt), gt(usuarioEmpresas.demoVenceAt, new Date())),
  );
};
