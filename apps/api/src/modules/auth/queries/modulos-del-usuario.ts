import { schema } from '@kipu/db';
import { asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';

export type ModuloVista = { id: string; codigo: string; descripcion: string; detalle: string | null };

export async function modulosDelUsuario(deps: Dependencias, rolId: string): Promise<ModuloVista[]> {
  const { modulos, rolModulos } = schema;
  return deps.db
    .select({
      id: modulos.id,
      codigo: modulos.codigo,
      descripcion: modulos.descripcion,
      detalle: modulos.detalle,
    })
    .from(rolModulos)
    .innerJoin(modulos, eq(modulos.id, rolModulos.moduloId))
    .where(eq(rolModulos.rolId, rolId))
    .orderBy(asc(modulos.orden));
}
