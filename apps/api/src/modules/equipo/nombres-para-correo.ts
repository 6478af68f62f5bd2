import { type Db, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';

/** The company's and the role's names as a member's mail prints them. */
export async function nombresParaCorreo(
  db: Db,
  empresaId: string,
  rolId: string,
): Promise<{ empresa: string; rol: string }> {
  const [empresa] = await db
    .select({ razonSocial: schema.empresas.razonSocial })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, empresaId));
  const [rol] = await db
    .select({ nombre: schema.roles.nombre })
    .from(schema.roles)
    .where(eq(schema.roles.id, rolId));
  return { empresa: empresa?.razonSocial ?? '', rol: rol?.nombre ?? '' };
}
