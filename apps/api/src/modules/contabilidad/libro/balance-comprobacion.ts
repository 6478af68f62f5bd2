import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { sinCierres } from './sin-cierre.ts';

export type FilaBalance = {
  cuenta: string;
  denominacion: string;
  debe: string;
  haber: string;
  saldo_deudor: string;
  saldo_acreedor: string;
};

export type BalanceComprobacion = {
  filas: FilaBalance[];
  total_debe: string;
  total_haber: string;
  total_deudor: string;
  total_acreedor: string;
};

const PERIODO = /^\d{6}$/;

/**
 * Balance de comprobación: the sums of every account moved between two periods (inclusive) and its
 * debit or credit balance, in soles, aggregated by the database; the totals prove the ledger balances.
 * `sinCierresDesde` leaves out the year-end closings posted from that period to `hasta` (see sinCierres).
 */
export async function balanceComprobacion(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { desde: string; hasta: string; sinCierresDesde?: string | null },
): Promise<BalanceComprobacion> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!PERIODO.test(args.desde) || !PERIODO.test(args.hasta) || args.desde > args.hasta)
    throw entradaInvalida('Indique un rango de periodos válido (AAAAMM)');
  const l = schema.asientoLineas;
  const o = schema.operaciones;
  const c = schema.pcgeCuentas;
  const filas = await deps.db
    .select({
      cuenta: l.cuenta,
      denominacion: c.denominacion,
      debe: sql<string>`sum(${l.debe})::text`,
      haber: sql<string>`sum(${l.haber})::text`,
    })
    .from(l)
    .innerJoin(o, and(eq(o.id, l.operacionId), eq(o.empresaId, l.empresaId)))
    .innerJoin(c, and(eq(c.empresaId, l.empresaId), eq(c.codigo, l.cuenta)))
    .where(
      and(
        eq(l.empresaId, empresaId),
        isNull(o.deletedAt),
        gte(o.periodo, args.desde),
        lte(o.periodo, args.hasta),
        args.sinCierresDesde ? sinCierres(args.sinCierresDesde, args.hasta) : undefined,
      ),
    )
    .groupBy(l.cuenta, c.denominacion)
    .orderBy(asc(l.cuenta));
  const totales = {
    debe: new Decimal(0),
    haber: new Decimal(0),
    deudor: new Decimal(0),
    acreedor: new Decimal(0),
  };
  const resultado = filas.map((f) => {
    const saldo = new Decimal(f.debe).minus(f.haber);
    const deudor = saldo.gt(0) ? saldo : new Decimal(0);
    const acreedor = saldo.lt(0) ? saldo.negated() : new Decimal(0);
    totales.debe = totales.debe.plus(f.debe);
    totales.haber = totales.haber.plus(f.haber);
    totales.deudor = totales.deudor.plus(deudor);
    totales.acreedor = totales.acreedor.plus(acreedor);
    return {
      cuenta: f.cuenta,
      denominacion: f.denominacion,
      debe: new Decimal(f.debe).toFixed(2),
      haber: new Decimal(f.haber).toFixed(2),
      saldo_deudor: deudor.toFixed(2),
      saldo_acreedor: acreedor.toFixed(2),
    };
  });
  return {
    filas: resultado,
    total_debe: totales.debe.toFixed(2),
    total_haber: totales.haber.toFixed(2),
    total_deudor: totales.deudor.toFixed(2),
    total_acreedor: totales.acreedor.toFixed(2),
  };
}
