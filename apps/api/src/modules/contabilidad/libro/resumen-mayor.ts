import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type CuentaResumenMayor = {
  cuenta: string;
  denominacion: string;
  /** Debit balance brought from earlier periods (negative: credit balance). */
  saldo_inicial: string;
  debe: string;
  haber: string;
  saldo_final: string;
};

export type ResumenMayor = {
  periodo_desde: string;
  periodo_hasta: string;
  cuentas: CuentaResumenMayor[];
  total_debe: string;
  total_haber: string;
};

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;

/**
 * The libro mayor of every account at once, in soles: for each account with a balance or a movement, the
 * balance brought from before `desde`, the range's debits and credits and the closing balance. The same
 * figures as `libroMayor` of that account (voided operations out, year-end closings in), in one query.
 */
export async function resumenMayor(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { desde: string; hasta: string },
): Promise<ResumenMayor> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!PERIODO.test(args.desde) || !PERIODO.test(args.hasta) || args.desde > args.hasta)
    throw entradaInvalida('Indique un rango de periodos válido (AAAAMM)');
  const l = schema.asientoLineas;
  const o = schema.operaciones;
  const c = schema.pcgeCuentas;
  const antes = sql`${o.periodo} < ${args.desde}`;
  const inicial = sql<string>`coalesce(sum(case when ${antes} then ${l.debe} - ${l.haber} end), 0)::text`;
  const debe = sql<string>`coalesce(sum(case when not (${antes}) then ${l.debe} end), 0)::text`;
  const haber = sql<string>`coalesce(sum(case when not (${antes}) then ${l.haber} end), 0)::text`;
  const filas = await deps.db
    .select({ cuenta: l.cuenta, denominacion: c.denominacion, inicial, debe, haber })
    .from(l)
    .innerJoin(o, and(eq(o.id, l.operacionId), eq(o.empresaId, l.empresaId)))
    .innerJoin(c, and(eq(c.empresaId, l.empresaId), eq(c.codigo, l.cuenta)))
    .where(and(eq(l.empresaId, empresaId), isNull(o.deletedAt), lte(o.periodo, args.hasta)))
    .groupBy(l.cuenta, c.denominacion)
    .orderBy(asc(l.cuenta));
  let totalDebe = new Decimal(0);
  let totalHaber = new Decimal(0);
  const cuentas = filas
    .map((f) => {
      const saldoInicial = new Decimal(f.inicial);
      totalDebe = totalDebe.plus(f.debe);
      totalHaber = totalHaber.plus(f.haber);
      return {
        cuenta: f.cuenta,
        denominacion: f.denominacion,
        saldo_inicial: saldoInicial.toFixed(2),
        debe: new Decimal(f.debe).toFixed(2),
        haber: new Decimal(f.haber).toFixed(2),
        saldo_final: saldoInicial.plus(f.debe).minus(f.haber).toFixed(2),
      };
    })
    // An account settled before the range and not moved in it has nothing to show.
    .filter((f) => !(f.saldo_inicial === '0.00' && f.debe === '0.00' && f.haber === '0.00'));
  return {
    periodo_desde: args.desde,
    periodo_hasta: args.hasta,
    cuentas,
    total_debe: totalDebe.toFixed(2),
    total_haber: totalHaber.toFixed(2),
  };
}
