import { type Db, schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import {
  COLUMNAS_SIN_ARCHIVOS,
  type ComprobanteSinArchivos,
} from '../../facturacion/columnas-comprobante.ts';

/** An emitted document as accounting reads it: posting never needs its files (XML, zip, CDR). */
export type ComprobanteContable = ComprobanteSinArchivos;

export async function leerComprobanteContable(db: Db, id: string): Promise<ComprobanteContable> {
  const [c] = await db
    .select(COLUMNAS_SIN_ARCHIVOS)
    .from(schema.comprobantes)
    .where(eq(schema.comprobantes.id, id));
  if (!c) throw new Error(`Comprobante ${id} no encontrado`);
  return c;
}

/** The product codes a document's lines carry (lines without a code are free text). */
export const codigosDelDocumento = (documento: ComprobanteCalculado): string[] => [
  ...new Set(documento.lineas.flatMap((l) => (l.entrada.codigo ? [l.entrada.codigo] : []))),
];
