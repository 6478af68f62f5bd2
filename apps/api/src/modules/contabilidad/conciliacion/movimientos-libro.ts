import { type Db, schema, type Tx } from '@kipu/db';
import { and, asc, eq, gte, isNull, lte, min, sql } from 'drizzle-orm';

/** A ledger line of the bank's 10x account as the reconciliation sees it (amount in the account's currency). */
export type MovimientoLibroConciliacion = {
  id: string;
  operacionId: string;
  periodo: string;
  fecha: string;
  cuo: string;
  libro: string;
  glosa: string;
  numeroOperacion: string | null;
  personaNombre: string | null;
  /** Debe − haber: deposits +, cheques and payments −. */
  importe: string;
  /** The statement line of this month that explains it. */
  extractoLineaId: string | null;
};

export type CuentaDelMes = {
  empresaId: string;
  conciliacionId: string | null;
  cuentaFinancieraId: string;
  pcge: string;
  moneda: string;
  periodo: string;
};

const l = schema.asientoLineas;
const o = schema.operaciones;
const x = schema.conciliacionExtracto;
const c = schema.conciliaciones;

/** Amounts of a dollar account are its dollar columns; of a soles account, soles. */
const importeDe = (moneda: string) =>
  moneda === 'PEN'
    ? sql<string>`(${l.debe} - ${l.haber})::text`
    : sql<string>`(${l.debeMe} - ${l.haberMe})::text`;

/** The first month reconciled for the account (or this one): outstanding items are carried from there. */
async function primerPeriodo(db: Db | Tx, m: CuentaDelMes): Promise<string> {
  const [r] = await db
    .select({ periodo: min(c.periodo) })
    .from(c)
    .where(and(eq(c.empresaId, m.empresaId), eq(c.cuentaFinancieraId, m.cuentaFinancieraId)));
  return r?.periodo && r.periodo < m.periodo ? r.periodo : m.periodo;
}

/**
 * The ledger movements a month's statement is matched against: the 10x account's lines of the month,
 * and those of earlier reconciled months still outstanding at the month's start (a cheque issued in
 * January and cashed in February) — a line matched in an earlier month is settled and left out; one
 * matched in a later month was still outstanding at this month's end. Voided operations never count.
 */
export async function movimientosDelLibro(
  db: Db | Tx,
  m: CuentaDelMes,
): Promise<MovimientoLibroConciliacion[]> {
  const desde = await primerPeriodo(db, m);
  const filas = await db
    .select({
      id: l.id,
      operacionId: o.id,
      periodo: o.periodo,
      fecha: o.fechaContable,
      cuo: o.cuo,
      libro: o.libro,
      glosa: sql<string>`coalesce(${l.glosa}, ${o.glosa})`,
      numeroOperacion: sql<
        string | null
      >`coalesce(${o.datos}->'cobroPago'->>'numeroOperacion', ${o.glosaReferencia})`,
      personaNombre: o.personaNombre,
      importe: importeDe(m.moneda),
      extractoLineaId: x.id,
      conciliacionId: x.conciliacionId,
      periodoConciliado: c.periodo,
    })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .leftJoin(x, eq(x.asientoLineaId, l.id))
    .leftJoin(c, eq(c.id, x.conciliacionId))
    .where(
      and(
        eq(l.empresaId, m.empresaId),
        eq(l.cuenta, m.pcge),
        isNull(o.deletedAt),
        gte(o.periodo, desde),
        lte(o.periodo, m.periodo),
      ),
    )
    .orderBy(asc(o.fechaContable), asc(o.libro), asc(o.numeroCuo), asc(l.linea));
  return filas
    .filter((f) => !f.periodoConciliado || f.periodoConciliado >= m.periodo)
    .map(({ conciliacionId, periodoConciliado, extractoLineaId, ...f }) => ({
      ...f,
      extractoLineaId: conciliacionId && conciliacionId === m.conciliacionId ? extractoLineaId : null,
    }));
}

/** The account's balance in the books at the month's end, in its currency. */
export async function saldoDelLibro(db: Db | Tx, m: CuentaDelMes): Promise<string> {
  const [r] = await db
    .select({ saldo: sql<string>`coalesce(sum(${importeDe(m.moneda)}::numeric), 0)::text` })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(
      and(eq(l.empresaId, m.empresaId), eq(l.cuenta, m.pcge), isNull(o.deletedAt), lte(o.periodo, m.periodo)),
    );
  return r?.saldo ?? '0';
}
