import { schema } from '@kipu/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { ComprobanteVista } from '../comprobante-vista.ts';
import { type FiltroComprobantes, listarComprobantes } from '../queries/consultar-comprobantes.ts';

/** The documents list's filter without its paging: exports act on what the list shows. */
export type FiltroSalidas = Omit<FiltroComprobantes, 'limite' | 'desde_fila'>;

/** The list's largest page. */
const PAGINA = 500;

/**
 * The documents the list's filter selects, newest first, through the list's own query (so an export
 * never disagrees with the screen), at most `maximo` of them; `total` counts them all.
 */
export async function comprobantesDelFiltro(
  deps: Dependencias,
  sesion: SesionActiva,
  filtro: FiltroSalidas,
  maximo = Number.POSITIVE_INFINITY,
): Promise<{ total: number; filas: ComprobanteVista[] }> {
  const filas: ComprobanteVista[] = [];
  for (;;) {
    const limite = Math.min(PAGINA, maximo - filas.length);
    const pagina = await listarComprobantes(deps, sesion, { ...filtro, limite, desde_fila: filas.length });
    filas.push(...pagina.filas);
    if (pagina.filas.length < limite || filas.length >= maximo) return { total: pagina.total, filas };
  }
}

/** The stored rows (signed XML and CDR included) of documents of the session's company, by id. */
export async function filasCompletas(deps: Dependencias, sesion: SesionActiva, ids: string[]) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (ids.length === 0) return [];
  const c = schema.comprobantes;
  return deps.db
    .select()
    .from(c)
    .where(and(eq(c.empresaId, empresaId), inArray(c.id, ids)));
}
