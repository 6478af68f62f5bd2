import { schema } from '@kipu/db';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { exigirDeEmpresa, type Pagina, textoDeBusqueda } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { COLUMNAS_VISTA, type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { type FiltroPorFechas, paginaDelFiltro } from '../filtro-por-fechas.ts';

export async function comprobantePorId(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ComprobanteVista> {
  await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  const [fila] = await deps.db
    .select(COLUMNAS_VISTA)
    .from(schema.comprobantes)
    .where(eq(schema.comprobantes.id, id));
  if (!fila) throw new Error('El comprobante desapareció al leerlo');
  return vistaComprobante(fila);
}

/** Issue dates between desde and hasta. */
export type FiltroComprobantes = FiltroPorFechas & {
  tipo?: string | null;
  /** Serie-número (F001-12), the customer's document number or name. */
  param?: string | null;
  /** true: only documents issued on paper during an outage; false: only the others. */
  contingencia?: boolean | null;
};

/**
 * The session company's documents, newest first, one page at a time with the total. Not `paginar`:
 * that reads whole rows, and each row here carries its signed XML and zips.
 */
export async function listarComprobantes(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroComprobantes,
): Promise<Pagina<ComprobanteVista>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.comprobantes;
  const pagina = paginaDelFiltro(f, 500);
  const texto = textoDeBusqueda(f.param);
  const busqueda: SQL | undefined = texto
    ? or(
        ilike(sql`${c.serie} || '-' || ${c.numero}`, `%${texto}%`),
        ilike(c.clienteNumeroDocumento, `%${texto}%`),
        ilike(c.clienteNombre, `%${texto}%`),
      )
    : undefined;
  const donde = and(
    eq(c.empresaId, empresaId),
    f.tipo ? eq(c.tipo, f.tipo) : undefined,
    f.desde ? gte(c.fechaEmision, f.desde) : undefined,
    f.hasta ? lte(c.fechaEmision, f.hasta) : undefined,
    typeof f.contingencia === 'boolean' ? eq(c.contingencia, f.contingencia) : undefined,
    busqueda,
  );
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select(COLUMNAS_VISTA)
      .from(c)
      .where(donde)
      .orderBy(desc(c.fechaEmision), desc(c.createdAt), desc(c.numero))
      .limit(pagina.limite)
      .offset(pagina.desde),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(c).where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas: filas.map(vistaComprobante) };
}
