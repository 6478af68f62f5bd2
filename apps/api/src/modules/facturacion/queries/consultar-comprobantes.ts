import { schema } from '@kipu/db';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa, type Pagina, textoDeBusqueda } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { COLUMNAS_VISTA, type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';

export async function comprobantePorId(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ComprobanteVista> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  return vistaComprobante({ ...fila, tieneCdr: fila.cdrBase64 !== null });
}

export type FiltroComprobantes = {
  tipo?: string | null;
  /** Issue dates, YYYY-MM-DD, both included. */
  desde?: string | null;
  hasta?: string | null;
  /** Serie-número (F001-12), the customer's document number or name. */
  param?: string | null;
  limite?: number | null;
  desde_fila?: number | null;
};

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

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
  for (const fecha of [f.desde, f.hasta])
    if (fecha && !FECHA.test(fecha)) throw entradaInvalida('Las fechas van como AAAA-MM-DD');
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
    busqueda,
  );
  const [filas, [conteo]] = await Promise.all([
    deps.db
      .select(COLUMNAS_VISTA)
      .from(c)
      .where(donde)
      .orderBy(desc(c.fechaEmision), desc(c.createdAt), desc(c.numero))
      .limit(Math.min(Math.max(f.limite ?? 10, 1), 500))
      .offset(Math.max(f.desde_fila ?? 0, 0)),
    deps.db.select({ n: sql<number>`count(*)::int` }).from(c).where(donde),
  ]);
  return { total: conteo?.n ?? 0, filas: filas.map(vistaComprobante) };
}
