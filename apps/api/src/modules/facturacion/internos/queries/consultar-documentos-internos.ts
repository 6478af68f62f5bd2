import { schema } from '@kipu/db';
import { and, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../../shared/errores.ts';
import { hoyEnLima } from '../../../../shared/fecha-lima.ts';
import { exigirDeEmpresa, type Pagina, textoDeBusqueda } from '../../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import {
  COLUMNAS_GENERADO,
  type DocumentoInternoVista,
  vistaDeFila,
  vistaDocumentoInterno,
} from '../documento-interno-vista.ts';
import { esTipoInterno } from '../tipos.ts';

export async function documentoInternoPorId(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<DocumentoInternoVista> {
  return vistaDeFila(deps, await exigirDeEmpresa(deps, sesion, schema.documentosInternos, id));
}

export type FiltroDocumentosInternos = {
  tipo: string;
  /** Issue dates, YYYY-MM-DD, both included. */
  desde?: string | null;
  hasta?: string | null;
  /** Serie-número (PR01-3), the person's document number or name. */
  buscar?: string | null;
  limite?: number | null;
  /** 1 for the first page. */
  pagina?: number | null;
};

const MAXIMO_POR_PAGINA = 100;

/**
 * One page of the session company's documents of a type, newest first, with the total that match
 * (the count the list's pager shows: the spec's contarProformas / contarOrdenesCompra).
 */
export async function listarDocumentosInternos(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroDocumentosInternos,
): Promise<Pagina<DocumentoInternoVista>> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esTipoInterno(f.tipo)) throw entradaInvalida('Tipo de documento no válido');
  if ([f.desde, f.hasta].some((d) => d && !/^\d{4}-\d{2}-\d{2}$/.test(d)))
    throw entradaInvalida('Las fechas van como AAAA-MM-DD');
  const limite = Math.min(Math.max(f.limite ?? 10, 1), MAXIMO_POR_PAGINA);
  const pagina = Math.max(f.pagina ?? 1, 1);
  const d = schema.documentosInternos;
  const texto = textoDeBusqueda(f.buscar);
  const condicion = and(
    eq(d.empresaId, empresaId),
    eq(d.tipo, f.tipo),
    f.desde ? gte(d.fechaEmision, f.desde) : undefined,
    f.hasta ? lte(d.fechaEmision, f.hasta) : undefined,
    texto
      ? or(
          ilike(sql`${d.serie} || '-' || ${d.numero}`, `%${texto}%`),
          ilike(d.personaNumeroDocumento, `%${texto}%`),
          ilike(d.personaNombre, `%${texto}%`),
        )
      : undefined,
  );
  const [filas, [cuenta]] = await Promise.all([
    deps.db
      .select({ fila: d, generado: COLUMNAS_GENERADO })
      .from(d)
      .leftJoin(schema.comprobantes, eq(schema.comprobantes.id, d.comprobanteId))
      .where(condicion)
      .orderBy(desc(d.fechaEmision), desc(d.numero))
      .limit(limite)
      .offset((pagina - 1) * limite),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(d).where(condicion),
  ]);
  const hoy = hoyEnLima();
  return {
    total: cuenta?.total ?? 0,
    filas: filas.map((r) => vistaDocumentoInterno(r.fila, r.generado, hoy)),
  };
}
