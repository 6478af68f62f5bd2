import { schema } from '@kipu/db';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { Pagina } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type FiltroPorFechas, paginaDelFiltro } from '../filtro-por-fechas.ts';
import { COLUMNAS_RESUMEN, type ResumenVista, vistasDeResumenes } from '../resumen-vista.ts';

/** Generation dates between desde and hasta; RC or RA, both when absent. */
export type FiltroResumenes = FiltroPorFechas & { tipo?: string | null };

/** The session company's resúmenes diarios and comunicaciones de baja, newest first, with their documents. */
export async function listarResumenes(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroResumenes,
): Promise<Pagina<ResumenVista>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const r = schema.resumenes;
  if (f.tipo && f.tipo !== 'RC' && f.tipo !== 'RA') throw entradaInvalida('El tipo de resumen es RC o RA');
  const pagina = paginaDelFiltro(f, 100);
  const donde: SQL | undefined = and(
    eq(r.empresaId, empresaId),
    f.tipo ? eq(r.tipo, f.tipo as 'RC' | 'RA') : undefined,
    f.desde ? gte(r.fechaGeneracion, f.desde) : undefined,
    f.hasta ? lte(r.fechaGeneracion, f.hasta) : undefined,
  );
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select(COLUMNAS_RESUMEN)
      .from(r)
      .where(donde)
      .orderBy(desc(r.fechaGeneracion), desc(r.createdAt), desc(r.correlativo))
      .limit(pagina.limite)
      .offset(pagina.desde),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(r).where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas: await vistasDeResumenes(deps.db, filas) };
}
