import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, isNull, like, lt, lte, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

export type MovimientoMayor = {
  operacion_id: string;
  /** The line's number in its asiento. */
  linea: number;
  periodo: string;
  fecha: string;
  cuo: string;
  libro: string;
  cuenta: string;
  glosa: string;
  documento: string | null;
  debe: string;
  haber: string;
  /** Debit balance after this movement (negative: credit balance). */
  saldo: string;
};

export type LibroMayor = {
  cuenta: string;
  denominacion: string;
  periodo_desde: string;
  periodo_hasta: string;
  saldo_inicial: string;
  movimientos: MovimientoMayor[];
  total_debe: string;
  total_haber: string;
  saldo_final: string;
};

const PERIODO = /^\d{4}(0[1-9]|1[0-2])$/;

/**
 * Libro mayor of an account between two periods, in soles: the balance brought from earlier periods,
 * each movement of the account (and of its sub-accounts, for a parent account) in date and CUO order with
 * the running balance, and the period's sums. Voided operations do not count.
 */
export async function libroMayor(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { cuenta: string; desde: string; hasta: string },
): Promise<LibroMayor> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const codigo = args.cuenta.trim();
  if (!/^\d{1,6}$/.test(codigo)) throw entradaInvalida('Indique el código de la cuenta');
  if (!PERIODO.test(args.desde) || !PERIODO.test(args.hasta) || args.desde > args.hasta)
    throw entradaInvalida('Indique un rango de periodos válido (AAAAMM)');
  const c = schema.pcgeCuentas;
  const [cuenta] = await deps.db
    .select({ denominacion: c.denominacion })
    .from(c)
    .where(and(eq(c.empresaId, empresaId), eq(c.codigo, codigo)));
  if (!cuenta) throw entradaInvalida(`La cuenta ${codigo} no existe en el plan de cuentas de la empresa`);

  const l = schema.asientoLineas;
  const o = schema.operaciones;
  const deLaCuenta = and(eq(l.empresaId, empresaId), like(l.cuenta, `${codigo}%`), isNull(o.deletedAt));
  const unir = and(eq(o.id, l.operacionId), eq(o.empresaId, l.empresaId));
  const [anterior] = await deps.db
    .select({ saldo: sql<string>`coalesce(sum(${l.debe} - ${l.haber}), 0)::text` })
    .from(l)
    .innerJoin(o, unir)
    .where(and(deLaCuenta, lt(o.periodo, args.desde)));
  const filas = await deps.db
    .select({
      operacionId: o.id,
      linea: l.linea,
      periodo: o.periodo,
      fecha: o.fechaContable,
      cuo: o.cuo,
      libro: o.libro,
      cuenta: l.cuenta,
      glosa: sql<string>`coalesce(${l.glosa}, ${o.glosa})`,
      tipo: sql<string | null>`coalesce(${l.tipoComprobante}, ${o.tipoComprobante})`,
      serie: sql<string | null>`coalesce(${l.serie}, ${o.serie})`,
      numero: sql<string | null>`coalesce(${l.numero}, ${o.numero})`,
      debe: l.debe,
      haber: l.haber,
    })
    .from(l)
    .innerJoin(o, unir)
    .where(and(deLaCuenta, gte(o.periodo, args.desde), lte(o.periodo, args.hasta)))
    .orderBy(asc(o.periodo), asc(o.fechaContable), asc(o.libro), asc(o.numeroCuo), asc(l.linea));

  const inicial = new Decimal(anterior?.saldo ?? 0);
  let saldo = inicial;
  let debe = new Decimal(0);
  let haber = new Decimal(0);
  const movimientos = filas.map((f) => {
    saldo = saldo.plus(f.debe).minus(f.haber);
    debe = debe.plus(f.debe);
    haber = haber.plus(f.haber);
    return {
      operacion_id: f.operacionId,
      linea: f.linea,
      periodo: f.periodo,
      fecha: f.fecha,
      cuo: f.cuo,
      libro: f.libro,
      cuenta: f.cuenta,
      glosa: f.glosa,
      documento: f.numero ? `${f.tipo ?? ''} ${f.serie ? `${f.serie}-` : ''}${f.numero}`.trim() : null,
      debe: new Decimal(f.debe).toFixed(2),
      haber: new Decimal(f.haber).toFixed(2),
      saldo: saldo.toFixed(2),
    };
  });
  return {
    cuenta: codigo,
    denominacion: cuenta.denominacion,
    periodo_desde: args.desde,
    periodo_hasta: args.hasta,
    saldo_inicial: inicial.toFixed(2),
    movimientos,
    total_debe: debe.toFixed(2),
    total_haber: haber.toFixed(2),
    saldo_final: saldo.toFixed(2),
  };
}
