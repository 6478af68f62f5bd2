import { schema } from '@kipu/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { listarDeLocal, localDe, maestroPos, texto } from '../comun.ts';

export type Zona = typeof schema.posZonas.$inferSelect;
export type ZonaEntrada = {
  codigo: string;
  descripcion: string;
  control_mesa?: boolean | null;
  local_id?: string | null;
};

export const zonas = maestroPos(
  schema.posZonas,
  'Ya existe una zona con ese código en el local',
  async (deps, sesion, empresaId, e: ZonaEntrada) => ({
    localId: await localDe(deps.db, sesion, empresaId, e.local_id),
    codigo: texto(e.codigo, 'el código', 20).toUpperCase(),
    descripcion: texto(e.descripcion, 'la descripción', 100),
    controlMesa: e.control_mesa ?? true,
  }),
  async (deps, zona) => {
    const { posMesas } = schema;
    const [uso] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posMesas)
      .where(and(eq(posMesas.zonaId, zona.id), isNull(posMesas.deletedAt)));
    if ((uso?.n ?? 0) > 0) throw entradaInvalida('La zona tiene mesas: elimínelas antes de eliminar la zona');
  },
);

/** The company's zones, of one local when given, in code order. */
export async function listarZonas(deps: Dependencias, sesion: SesionActiva, localId?: string | null) {
  return listarDeLocal(deps, sesion, schema.posZonas, localId);
}
