import { schema } from '@kipu/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { contabilizarComprobante } from './contabilizar-comprobante.ts';

export type ResultadoContabilizacion = { contabilizados: number; errores: string[] };

/**
 * Posts every document of the company that has no operation yet — the repair path when a posting job
 * failed (for instance a dollar document without its exchange rate) and the data was then fixed.
 */
export async function contabilizarPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<ResultadoContabilizacion> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.comprobantes;
  const pendientes = await deps.db
    .select({ id: c.id })
    .from(c)
    .leftJoin(schema.operaciones, eq(schema.operaciones.comprobanteId, c.id))
    .where(and(eq(c.empresaId, empresaId), isNull(schema.operaciones.id)))
    // By date, then in the order they were emitted: CUOs follow the documents as the jobs post them.
    .orderBy(asc(c.fechaEmision), asc(c.createdAt), asc(c.serie), asc(c.numero));
  const errores: string[] = [];
  let contabilizados = 0;
  for (const p of pendientes) {
    try {
      await contabilizarComprobante(deps, p.id);
      contabilizados++;
    } catch (e) {
      errores.push(e instanceof Error ? e.message : String(e));
    }
  }
  return { contabilizados, errores };
}
