import { type Db, schema } from '@kipu/db';
import { idResumen } from '@kipu/peru/sunat/nombres';
import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';

const { xmlFirmado: _xml, zipBase64: _zip, cdrBase64: _cdr, ...ligeras } = getTableColumns(schema.resumenes);

/** The columns a view needs: the XML and the zips are read only to download them. */
export const COLUMNAS_RESUMEN = {
  ...ligeras,
  tieneCdr: sql<boolean>`${schema.resumenes.cdrBase64} is not null`.mapWith(Boolean),
};

type FilaVistaResumen = Omit<
  typeof schema.resumenes.$inferSelect,
  'xmlFirmado' | 'zipBase64' | 'cdrBase64'
> & {
  tieneCdr: boolean;
};

/** A document of a summary: which one, how it is informed, and its own state now. */
export type DocumentoDeResumenVista = {
  comprobante_id: string;
  linea: number;
  tipo: string;
  serie: string;
  numero: number;
  fecha_emision: string;
  importe_total: string;
  /** Catálogo 19 (RC): 1 adicionar, 2 modificar, 3 anular; null in an RA. */
  condicion: string | null;
  motivo: string | null;
  estado: string;
};

/** What the API answers of a resumen diario (RC) or comunicación de baja (RA); XML and CDR download. */
export type ResumenVista = {
  id: string;
  tipo: string;
  /** `RC-20250115-1`, its cbc:ID. */
  identificador: string;
  fecha_generacion: string;
  fecha_referencia: string;
  correlativo: number;
  estado: string;
  ticket: string | null;
  codigo_sunat: string | null;
  descripcion_sunat: string | null;
  notas_sunat: { codigo: string; descripcion: string }[];
  intentos: number;
  ultimo_error: string | null;
  tiene_cdr: boolean;
  documentos: DocumentoDeResumenVista[];
  created_at: string;
  enviado_at: string | null;
  respuesta_at: string | null;
};

/** The views of some summaries, their documents read in one query. */
export async function vistasDeResumenes(db: Db, filas: FilaVistaResumen[]): Promise<ResumenVista[]> {
  const { resumenItems: i, comprobantes: c } = schema;
  const items = filas.length
    ? await db
        .select({
          resumenId: i.resumenId,
          comprobante_id: c.id,
          linea: i.linea,
          tipo: c.tipo,
          serie: c.serie,
          numero: c.numero,
          fecha_emision: c.fechaEmision,
          importe_total: c.importeTotal,
          condicion: i.condicion,
          motivo: i.motivo,
          estado: c.estado,
        })
        .from(i)
        .innerJoin(c, eq(c.id, i.comprobanteId))
        .where(
          inArray(
            i.resumenId,
            filas.map((f) => f.id),
          ),
        )
        .orderBy(asc(i.linea))
    : [];
  return filas.map((r) => ({
    id: r.id,
    tipo: r.tipo,
    identificador: idResumen(r.tipo, r.fechaGeneracion, r.correlativo),
    fecha_generacion: r.fechaGeneracion,
    fecha_referencia: r.fechaReferencia,
    correlativo: r.correlativo,
    estado: r.estado,
    ticket: r.ticket,
    codigo_sunat: r.codigoSunat,
    descripcion_sunat: r.descripcionSunat,
    notas_sunat: r.notasSunat,
    intentos: r.intentos,
    ultimo_error: r.ultimoError,
    tiene_cdr: r.tieneCdr,
    documentos: items.filter((x) => x.resumenId === r.id).map(({ resumenId: _, ...d }) => d),
    created_at: r.createdAt.toISOString(),
    enviado_at: r.enviadoAt?.toISOString() ?? null,
    respuesta_at: r.respuestaAt?.toISOString() ?? null,
  }));
}
