import { type Db, schema, type Tx } from '@kipu/db';
import type { SaldoCuenta } from '@kipu/peru/contabilidad/estados-financieros/index';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';

/** The counterpart and document a receivable or payable balance is matched by. */
export type DocumentoSaldo = {
  personaId: string | null;
  tipoComprobante: string | null;
  serie: string | null;
  numero: string | null;
  fechaVencimiento: string | null;
};

export type SaldoDocumento = SaldoCuenta & { detalle?: DocumentoSaldo };

/**
 * The sums in soles of every account between two periods (both included), one row per account and
 * document (lines without a document make one row), voided operations left out. Read with the caller's
 * transaction so the closing sees what it posts against.
 */
export async function saldosPorDocumento(
  db: Db | Tx,
  empresaId: string,
  desde: string,
  hasta: string,
): Promise<SaldoDocumento[]> {
  const l = schema.asientoLineas;
  const o = schema.operaciones;
  const c = schema.pcgeCuentas;
  const filas = await db
    .select({
      cuenta: l.cuenta,
      denominacion: c.denominacion,
      personaId: l.personaId,
      tipoComprobante: l.tipoComprobante,
      serie: l.serie,
      numero: l.numero,
      fechaVencimiento: sql<string | null>`max(${l.fechaVencimiento})`,
      debe: sql<string>`sum(${l.debe})::text`,
      haber: sql<string>`sum(${l.haber})::text`,
    })
    .from(l)
    .innerJoin(o, and(eq(o.id, l.operacionId), eq(o.empresaId, l.empresaId)))
    .innerJoin(c, and(eq(c.empresaId, l.empresaId), eq(c.codigo, l.cuenta)))
    .where(and(eq(l.empresaId, empresaId), isNull(o.deletedAt), gte(o.periodo, desde), lte(o.periodo, hasta)))
    .groupBy(l.cuenta, c.denominacion, l.personaId, l.tipoComprobante, l.serie, l.numero)
    .orderBy(asc(l.cuenta), asc(l.serie), asc(l.numero));
  return filas.map(({ cuenta, denominacion, debe, haber, ...d }) => ({
    cuenta,
    denominacion,
    debe,
    haber,
    ...(d.personaId || d.numero ? { detalle: d } : {}),
  }));
}

/** The same sums per account, as the financial statements read them. */
export function porCuenta(saldos: readonly SaldoDocumento[]): SaldoCuenta[] {
  const cuentas = new Map<string, { denominacion: string; debe: Decimal; haber: Decimal }>();
  for (const s of saldos) {
    const actual = cuentas.get(s.cuenta) ?? {
      denominacion: s.denominacion,
      debe: new Decimal(0),
      haber: new Decimal(0),
    };
    actual.debe = actual.debe.plus(s.debe);
    actual.haber = actual.haber.plus(s.haber);
    cuentas.set(s.cuenta, actual);
  }
  return [...cuentas].map(([cuenta, v]) => ({
    cuenta,
    denominacion: v.denominacion,
    debe: v.debe.toFixed(2),
    haber: v.haber.toFixed(2),
  }));
}
