import { schema } from '@kipu/db';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { exigirDeEmpresa, textoDeBusqueda } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { paginaDelFiltro } from '../../facturacion/filtro-por-fechas.ts';
import { COLUMNAS_GUIA, type GuiaVista, vistaGuia } from '../guia-vista.ts';

const g = schema.guias;

export type FiltroGuias = {
  limite?: number | null;
  fecha_desde?: string | null;
  fecha_hasta?: string | null;
};

/** Issue dates between fecha_desde and fecha_hasta (both included), of the session's company. */
export function guiasEntreFechas(empresaId: string, f: Omit<FiltroGuias, 'limite'>): SQL | undefined {
  // Only for its check of the dates' form: a malformed date is bad input, not an empty list.
  paginaDelFiltro({ desde: f.fecha_desde, hasta: f.fecha_hasta }, 1);
  return and(
    eq(g.empresaId, empresaId),
    f.fecha_desde ? gte(g.fechaEmision, f.fecha_desde) : undefined,
    f.fecha_hasta ? lte(g.fechaEmision, f.fecha_hasta) : undefined,
  );
}

/** A serie-número (T001-12), the destinatario's document number or name; nothing for an empty search. */
export function busquedaDeGuias(param: string | null | undefined): SQL | undefined {
  const texto = textoDeBusqueda(param);
  return texto
    ? or(
        ilike(sql`${g.serie} || '-' || ${g.numero}`, `%${texto}%`),
        ilike(g.destinatarioNumeroDocumento, `%${texto}%`),
        ilike(g.destinatarioNombre, `%${texto}%`),
      )
    : undefined;
}

/** Newest first: the lists, the search and the Excel read guides in the order they were issued, backwards. */
export const ORDEN_GUIAS = [desc(g.fechaEmision), desc(g.createdAt), desc(g.numero)] as const;

async function leer(deps: Dependencias, condicion: SQL | undefined, limite: number | null | undefined) {
  const filas = await deps.db
    .select(COLUMNAS_GUIA)
    .from(g)
    .where(condicion)
    .orderBy(...ORDEN_GUIAS)
    .limit(paginaDelFiltro({ limite }, 500).limite);
  return filas.map(vistaGuia);
}

export async function listarGuias(deps: Dependencias, sesion: SesionActiva, f: FiltroGuias) {
  return leer(deps, guiasEntreFechas(await empresaDeTrabajo(deps.db, sesion), f), f.limite);
}

export async function contarGuias(deps: Dependencias, sesion: SesionActiva, f: FiltroGuias) {
  const [fila] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(g)
    .where(guiasEntreFechas(await empresaDeTrabajo(deps.db, sesion), f));
  return fila?.n ?? 0;
}

/** By serie-número (T001-12), the destinatario's document number or name. */
export async function buscarGuias(
  deps: Dependencias,
  sesion: SesionActiva,
  param: string,
  limite?: number | null,
): Promise<GuiaVista[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return leer(deps, and(eq(g.empresaId, empresaId), busquedaDeGuias(param)), limite);
}

export async function guiaPorSerieCorrelativo(
  deps: Dependencias,
  sesion: SesionActiva,
  serie: string,
  correlativo: number,
): Promise<GuiaVista | null> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const [fila] = await deps.db
    .select(COLUMNAS_GUIA)
    .from(g)
    .where(
      and(eq(g.empresaId, empresaId), eq(g.serie, serie.trim().toUpperCase()), eq(g.numero, correlativo)),
    );
  return fila ? vistaGuia(fila) : null;
}

export async function guiaPorId(deps: Dependencias, sesion: SesionActiva, id: string): Promise<GuiaVista> {
  await exigirDeEmpresa(deps, sesion, g, id);
  const [fila] = await deps.db.select(COLUMNAS_GUIA).from(g).where(eq(g.id, id));
  if (!fila) throw new Error('La guía desapareció al leerla');
  return vistaGuia(fila);
}

/** The signed XML, read only when the field is asked for (the view was already checked to be the company's). */
export async function xmlDeGuia(deps: Dependencias, id: string): Promise<string> {
  const [fila] = await deps.db.select({ xml: g.xmlFirmado }).from(g).where(eq(g.id, id));
  return fila?.xml ?? '';
}
