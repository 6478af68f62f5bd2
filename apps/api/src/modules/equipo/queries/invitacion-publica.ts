import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { usuarioPorEmail } from '../../auth/usuarios.ts';
import { invitacionVigente } from '../invitacion-vigente.ts';

export type InvitacionPublica = {
  email: string;
  empresa: string;
  rol: string;
  invitante: string;
  cuenta_existente: boolean;
  expira_at: string;
};

/** What the link's page shows: who invites, to which company, as what, and whether to log in or sign up. */
export async function verInvitacion(deps: Dependencias, token: string): Promise<InvitacionPublica> {
  const i = await invitacionVigente(deps.db, token);
  const [datos] = await deps.db
    .select({
      empresa: schema.empresas.razonSocial,
      rol: schema.roles.nombre,
      invitante: schema.usuarios.nombres,
    })
    .from(schema.invitaciones)
    .innerJoin(schema.empresas, eq(schema.empresas.id, schema.invitaciones.empresaId))
    .innerJoin(schema.roles, eq(schema.roles.id, schema.invitaciones.rolId))
    .innerJoin(schema.usuarios, eq(schema.usuarios.id, schema.invitaciones.invitadoPor))
    .where(eq(schema.invitaciones.id, i.id));
  return {
    email: i.email,
    empresa: datos?.empresa ?? '',
    rol: datos?.rol ?? '',
    invitante: datos?.invitante ?? '',
    cuenta_existente: (await usuarioPorEmail(deps.db, i.email)) !== undefined,
    expira_at: i.expiraAt.toISOString(),
  };
}
