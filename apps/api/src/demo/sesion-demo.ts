import { randomUUID } from 'node:crypto';
import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { accesoEnEmpresa } from '../modules/auth/acceso-en-empresa.ts';
import { type SesionActiva, sesionEnMemoria } from '../modules/auth/sesion-activa.ts';
import type { Dependencias } from '../shared/dependencias.ts';

/**
 * What a command needs to act as a demo user working in a company and local, as a request of that
 * user's session would carry it — built in memory, so seeding neither opens a session nor replaces
 * the live one of somebody using the account. The commands check the grant as they always do.
 */
export async function sesionDemo(
  deps: Dependencias,
  email: string,
  empresaId: string | null,
  localId: string | null,
): Promise<SesionActiva> {
  const [u] = await deps.db.select().from(schema.usuarios).where(eq(schema.usuarios.email, email));
  if (!u) throw new Error(`No existe la cuenta demo ${email}`);
  const acceso = await accesoEnEmpresa(deps.db, { id: u.id, rolId: u.rolId }, empresaId);
  return sesionEnMemoria(u, acceso, { id: randomUUID(), moduloId: 'facturacion', empresaId, localId });
}
