import { type Db, schema } from '@kipu/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Importacion } from './consultar-importacion.ts';
import { type DocumentoImportado, documentosImportados } from './documentos-importados.ts';

export type DocumentoConEstado = DocumentoImportado & { estado: string | null };

/**
 * The documents of a mass invoicing import with their state now (pendiente until SUNAT answers), read
 * in one query and only among the import's own company.
 */
export async function documentosConEstado(db: Db, i: Importacion): Promise<DocumentoConEstado[]> {
  const documentos = documentosImportados(i.errores);
  const ids = documentos.flatMap((d) => (d.comprobanteId ? [d.comprobanteId] : []));
  const { comprobantes } = schema;
  const estados =
    ids.length > 0 && i.empresaId
      ? await db
          .select({ id: comprobantes.id, estado: comprobantes.estado })
          .from(comprobantes)
          .where(and(eq(comprobantes.empresaId, i.empresaId), inArray(comprobantes.id, ids)))
      : [];
  const porId = new Map(estados.map((e) => [e.id, e.estado]));
  return documentos.map((d) => ({
    ...d,
    estado: d.comprobanteId ? (porId.get(d.comprobanteId) ?? null) : null,
  }));
}
