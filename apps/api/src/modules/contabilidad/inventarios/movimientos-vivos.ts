import { type Db, schema, type Tx } from '@kipu/db';
import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/** Last day of a period AAAAMM (YYYY-MM-DD). */
export const finDePeriodo = (periodo: string): string =>
  new Date(Date.UTC(Number(periodo.slice(0, 4)), Number(periodo.slice(4, 6)), 0)).toISOString().slice(0, 10);

/** First day of a period AAAAMM. */
export const inicioDePeriodo = (periodo: string): string =>
  `${periodo.slice(0, 4)}-${periodo.slice(4, 6)}-01`;

const m = schema.movimientosInventario;
const c = schema.comprobantes;
const g = schema.guias;
const compra = alias(schema.operaciones, 'operacion_compra');
const venta = alias(schema.operaciones, 'operacion_venta');

/**
 * A movement that counts: not voided itself, its emitted document or guide neither voided nor rejected,
 * its purchase not voided. Voiding a document, a guide or a purchase takes its movements out without
 * copying marks.
 */
export const movimientoVivo: SQL = and(
  isNull(m.deletedAt),
  or(isNull(m.comprobanteId), sql`${c.estado} not in ('anulado', 'rechazado')`),
  or(isNull(m.guiaId), sql`${g.estado} not in ('anulado', 'rechazado')`),
  or(isNull(m.operacionId), isNull(compra.deletedAt)),
) as SQL;

/** A movement with the CUO of the operation it was noted with (the purchase, or the sale's posting). */
export type MovimientoLeido = typeof m.$inferSelect & { cuo: string | null };

/**
 * The live movements of the company up to a date (all products, or one), in date order: the kardex is
 * recomputed from the first one, so the average of any period is the one its history gives.
 */
export async function movimientosHasta(
  db: Db | Tx,
  empresaId: string,
  hasta: string,
  productoId?: string,
): Promise<MovimientoLeido[]> {
  const filas = await db
    .select({ m, cuoCompra: compra.cuo, cuoVenta: venta.cuo })
    .from(m)
    .leftJoin(c, eq(c.id, m.comprobanteId))
    .leftJoin(g, eq(g.id, m.guiaId))
    .leftJoin(compra, eq(compra.id, m.operacionId))
    .leftJoin(venta, and(eq(venta.comprobanteId, m.comprobanteId), isNull(venta.deletedAt)))
    .where(
      and(
        eq(m.empresaId, empresaId),
        lte(m.fecha, hasta),
        movimientoVivo,
        productoId ? eq(m.productoId, productoId) : undefined,
      ),
    )
    .orderBy(asc(m.productoId), asc(m.fecha), asc(m.createdAt), asc(m.linea));
  return filas.map((f) => ({ ...f.m, cuo: f.cuoCompra ?? f.cuoVenta ?? null }));
}
