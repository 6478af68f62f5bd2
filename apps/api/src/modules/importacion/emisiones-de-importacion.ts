import { type Db, errorDeBaseDatos, schema, type Tx } from '@kipu/db';
import { and, eq } from 'drizzle-orm';

/** A document a mass invoicing import already emitted: its id and series-number. */
export type EmisionPrevia = { comprobanteId: string; comprobante: string };

const { importacionEmisiones, comprobantes } = schema;

/** What an import emitted so far, by the first row of each document of its file. */
export async function emisionesPrevias(
  db: Db,
  importacionId: string,
  fila?: number,
): Promise<Map<number, EmisionPrevia>> {
  const filas = await db
    .select({
      fila: importacionEmisiones.fila,
      comprobanteId: comprobantes.id,
      serie: comprobantes.serie,
      numero: comprobantes.numero,
    })
    .from(importacionEmisiones)
    .innerJoin(comprobantes, eq(comprobantes.id, importacionEmisiones.comprobanteId))
    .where(
      and(
        eq(importacionEmisiones.importacionId, importacionId),
        fila === undefined ? undefined : eq(importacionEmisiones.fila, fila),
      ),
    );
  return new Map(
    filas.map((f) => [f.fila, { comprobanteId: f.comprobanteId, comprobante: `${f.serie}-${f.numero}` }]),
  );
}

/** Records, in the emission's transaction, which document of the import the row became. */
export const registrarEmision =
  (importacionId: string, fila: number) =>
  async (tx: Tx, comprobanteId: string): Promise<void> => {
    await tx.insert(importacionEmisiones).values({ importacionId, fila, comprobanteId });
  };

/** Another run of the same import emitted this row first (its whole emission was rolled back here). */
export const yaEmitidaPorOtro = (e: unknown) => {
  const { code, constraint } = errorDeBaseDatos(e);
  return code === '23505' && constraint === 'importacion_emisiones_importacion_id_fila_pk';
};
