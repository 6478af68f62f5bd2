import { schema } from '@kipu/db';
import { and, eq, like } from 'drizzle-orm';
import type { Contexto } from '../../../shared/contexto.ts';

/**
 * Reports read what was posted, so any permission of the accounting module (CON…) lets a role read them;
 * the menus show them under the same rule. A session is required either way.
 */
export async function puedeLeerContabilidad(ctx: Contexto): Promise<boolean> {
  const { rolId } = (await ctx.sesion()).usuario;
  const { rolPermisos } = schema;
  const [fila] = await ctx.deps.db
    .select({ id: rolPermisos.permisoId })
    .from(rolPermisos)
    .where(and(eq(rolPermisos.rolId, rolId), like(rolPermisos.permisoId, 'CON%')))
    .limit(1);
  return fila !== undefined;
}
