import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { prohibido } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { aplicarSeleccion, type ResultadoSeleccion } from './seleccion.ts';

export async function exigirModulo(deps: Dependencias, rolId: string, moduloId: string): Promise<void> {
  const { rolModulos } = schema;
  const [permitido] = await deps.db
    .select()
    .from(rolModulos)
    .where(and(eq(rolModulos.rolId, rolId), eq(rolModulos.moduloId, moduloId)))
    .limit(1);
  if (!permitido) throw prohibido();
}

/** getPermission: enters a module the role has; answers its permissions and a new authorization. */
export async function seleccionarModulo(
  deps: Dependencias,
  sesion: SesionActiva,
  moduloId: string,
): Promise<ResultadoSeleccion> {
  await exigirModulo(deps, sesion.usuario.rolId, moduloId);
  return aplicarSeleccion(deps, sesion, { moduloId });
}
