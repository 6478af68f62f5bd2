import { schema } from '@kipu/db';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { listarDeLocal, localDe, maestroPos, texto } from '../comun.ts';

export type Cocina = typeof schema.posCocinas.$inferSelect;
export type CocinaEntrada = { codigo: string; nombre: string; local_id?: string | null };

export const cocinas = maestroPos(
  schema.posCocinas,
  'Ya existe una cocina con ese código en el local',
  async (deps, sesion, empresaId, e: CocinaEntrada) => ({
    localId: await localDe(deps.db, sesion, empresaId, e.local_id),
    codigo: texto(e.codigo, 'el código', 20).toUpperCase(),
    nombre: texto(e.nombre, 'el nombre', 100),
  }),
);

/** The kitchens of a local of the company (cocinasByLocalId), or of every local. */
export async function listarCocinas(deps: Dependencias, sesion: SesionActiva, localId?: string | null) {
  return listarDeLocal(deps, sesion, schema.posCocinas, localId);
}
