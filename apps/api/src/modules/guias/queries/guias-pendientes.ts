import { schema } from '@kipu/db';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

const g = schema.guias;

/** A guide that needs someone: its number, where it stands and what went wrong. */
export type GuiaPendiente = {
  id: string;
  serie: string;
  numero: number;
  estado: string;
  error: string | null;
};

export type GuiasPendientes = { total: number; ultimas: GuiaPendiente[] };

/**
 * Guides SUNAT has not accepted and that will not get there by themselves: waiting or sent with an
 * error (credentials to fix, SUNAT unreachable), or rejected and not yet issued again. A guide just
 * issued, on its way without trouble, is not one.
 */
const atascada = or(
  and(inArray(g.estado, ['pendiente', 'enviado']), isNotNull(g.ultimoError)),
  and(eq(g.estado, 'rechazado'), isNull(g.reemplazadaPorId)),
);

/** How many of the working company's guides wait for someone, and the latest `limite` of them. */
export async function guiasPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
  limite = 5,
): Promise<GuiasPendientes> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const donde = and(eq(g.empresaId, empresaId), atascada);
  const [[cuenta], filas] = await Promise.all([
    deps.db.select({ n: sql<number>`count(*)::int` }).from(g).where(donde),
    deps.db
      .select({
        id: g.id,
        serie: g.serie,
        numero: g.numero,
        estado: g.estado,
        ultimoError: g.ultimoError,
        descripcionSunat: g.descripcionSunat,
      })
      .from(g)
      .where(donde)
      .orderBy(desc(g.updatedAt), desc(g.numero))
      .limit(Math.min(Math.max(limite, 1), 50)),
  ]);
  return {
    total: cuenta?.n ?? 0,
    ultimas: filas.map((f) => ({
      id: f.id,
      serie: f.serie,
      numero: f.numero,
      estado: f.estado,
      error: f.ultimoError ?? f.descripcionSunat,
    })),
  };
}
