import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { AppDePrueba } from './app-de-prueba.ts';
import { LOGIN, type Login } from './operaciones.ts';
import { crearUsuario } from './usuarios-de-prueba.ts';

/** A user logged in to the company of their own: the session token and the ids rows are checked against. */
export type UsuarioConEmpresa = { token: string; empresaId: string; localId: string };

/**
 * Creates a user (password 'Secreta1') with a company of their own and one local, and logs in. The
 * role is a contador's unless `rolId` says otherwise.
 */
export async function usuarioConEmpresa(
  t: AppDePrueba,
  email: string,
  empresa: { ruc: string; razonSocial: string },
  rolId?: string,
): Promise<UsuarioConEmpresa> {
  const usuario = await crearUsuario(t, email, 'Secreta1', { empresa, ...(rolId ? { rolId } : {}) });
  const [ue] = await t.deps.db
    .select()
    .from(schema.usuarioEmpresas)
    .where(eq(schema.usuarioEmpresas.usuarioId, usuario.id));
  if (!ue?.localId) throw new Error('sin empresa');
  const token =
    (await t.gql<Login>(LOGIN, { email, password: 'Secreta1' })).data?.login?.authentication ?? '';
  return { token, empresaId: ue.empresaId, localId: ue.localId };
}
