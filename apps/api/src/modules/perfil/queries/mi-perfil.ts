import { type Db, schema } from '@kipu/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import { noAutenticado } from '../../../shared/errores.ts';
import { concesionEnVigor } from '../../auth/acceso-en-empresa.ts';

export type PerfilVista = {
  id: string;
  email: string;
  nombres: string;
  a_paterno: string | null;
  a_materno: string | null;
  telefono: string | null;
  /** The stored name (avatars/<uuid>.<ext>); the client shows it from /storage/<avatar>. */
  avatar: string | null;
  rol: string;
  /** Companies the user holds a live grant in (not suspended, demo not expired). */
  empresas: number;
};

/** The signed-in user's own profile: only ever the session's user, never another id. */
export async function miPerfil(db: Db, usuarioId: string): Promise<PerfilVista> {
  const { usuarios, roles, usuarioEmpresas, empresas } = schema;
  const [u] = await db
    .select({ usuario: usuarios, rol: roles.nombre })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rolId))
    .where(and(eq(usuarios.id, usuarioId), isNull(usuarios.deletedAt)))
    .limit(1);
  if (!u) throw noAutenticado();
  const [grants] = await db
    .select({ n: count() })
    .from(usuarioEmpresas)
    .innerJoin(empresas, eq(empresas.id, usuarioEmpresas.empresaId))
    .where(and(eq(usuarioEmpresas.usuarioId, usuarioId), concesionEnVigor(), isNull(empresas.deletedAt)));
  const { usuario } = u;
  return {
    id: usuario.id,
    email: usuario.email,
    nombres: usuario.nombres,
    a_paterno: usuario.aPaterno,
    a_materno: usuario.aMaterno,
    telefono: usuario.telefono,
    avatar: usuario.avatar,
    rol: u.rol,
    empresas: grants?.n ?? 0,
  };
}
