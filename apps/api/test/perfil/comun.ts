import { schema } from '@kipu/db';
import { claimsAcceso, firmarAcceso } from '../../src/modules/auth/tokens.ts';
import type { PerfilVista } from '../../src/modules/perfil/queries/mi-perfil.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';

export const PERFIL = /* GraphQL */ `
  query { miPerfil { id email nombres a_paterno a_materno telefono avatar avatar_url rol empresas } }`;

export type Perfil = { miPerfil: PerfilVista & { avatar_url: string | null } };

export const ME = 'query { me { user { id email } } }';

/** The access token of a fresh login, or '' when the login failed. */
export async function entrar(t: AppDePrueba, email: string, password: string): Promise<string> {
  return (await t.gql<Login>(LOGIN, { email, password })).data?.login?.authentication ?? '';
}

/**
 * A second live session of the user, as another device holds it. A login replaces the user's earlier
 * session, so the API itself never leaves two alive; the row is opened directly to prove the password
 * change ends every other session whatever opened it.
 */
export async function otraSesionViva(
  t: AppDePrueba,
  usuario: { id: string; email: string; rolId: string },
): Promise<string> {
  const [sesion] = await t.deps.db
    .insert(schema.sesiones)
    .values({ usuarioId: usuario.id, ip: '10.0.0.2', userAgent: 'otro dispositivo' })
    .returning();
  if (!sesion) throw new Error('sesión no creada');
  return firmarAcceso(claimsAcceso(usuario, sesion.id), t.deps.claves.jwt);
}
