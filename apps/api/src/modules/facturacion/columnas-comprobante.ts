import { type Db, schema } from '@kipu/db';
import { eq, getTableColumns, inArray } from 'drizzle-orm';

/**
 * A document's columns but its files (signed XML, zip, CDR): kilobytes each, read only to download or
 * send them. Views, the emission's answer and accounting read these.
 */
const {
  xmlFirmado: _xml,
  zipBase64: _zip,
  cdrBase64: _cdr,
  ...columnas
} = getTableColumns(schema.comprobantes);

export const COLUMNAS_SIN_ARCHIVOS = columnas;

export type ComprobanteSinArchivos = Omit<
  typeof schema.comprobantes.$inferSelect,
  'xmlFirmado' | 'zipBase64' | 'cdrBase64'
>;

/** A document by id without its files (background work: no session, so no company check here). */
export async function leerComprobanteSinArchivos(db: Db, id: string): Promise<ComprobanteSinArchivos> {
  const [c] = await db
    .select(COLUMNAS_SIN_ARCHIVOS)
    .from(schema.comprobantes)
    .where(eq(schema.comprobantes.id, id));
  if (!c) throw new Error(`Comprobante ${id} no encontrado`);
  return c;
}

/** Documents by id without their files, in the order asked; ids not found are left out. */
export async function leerComprobantesSinArchivos(
  db: Db,
  ids: readonly string[],
): Promise<ComprobanteSinArchivos[]> {
  if (!ids.length) return [];
  const filas = await db
    .select(COLUMNAS_SIN_ARCHIVOS)
    .from(schema.comprobantes)
    .where(inArray(schema.comprobantes.id, [...ids]));
  const porId = new Map(filas.map((f) => [f.id, f]));
  return ids.flatMap((id) => {
    const c = porId.get(id);
    return c ? [c] : [];
  });
}
