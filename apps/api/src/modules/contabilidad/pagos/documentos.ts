import { type Db, schema, type Tx } from '@kipu/db';
import {
  type CuotaDocumento,
  prefijosDeCuentas,
  type TipoCuentas,
} from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import Decimal from 'decimal.js';
import { and, eq, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';

/** A document of receivables or payables: the account, person and document its lines carry. */
export type ClaveDocumento = {
  cuenta: string;
  personaId: string | null;
  tipoComprobante: string | null;
  serie: string | null;
  numero: string;
};

/** The document a ledger line carries (a line with a number: receivable and payable lines do). */
export const claveDeLinea = (
  x: Pick<ClaveDocumento, 'cuenta' | 'personaId' | 'tipoComprobante' | 'serie'> & { numero: string },
): ClaveDocumento => ({
  cuenta: x.cuenta,
  personaId: x.personaId,
  tipoComprobante: x.tipoComprobante,
  serie: x.serie,
  numero: x.numero,
});

/**
 * A document with its balance (natural side positive) and what its first line says of it: the
 * operation that raised it, its currency and rate, dates, counterpart and instalments.
 */
export type DocumentoLeido = ClaveDocumento & {
  /** The line that raised the document: the document's id on screens and in payments. */
  id: string;
  operacionId: string;
  tipoOperacion: number;
  cuo: string;
  fechaEmision: string;
  fechaVencimiento: string;
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  personaNumero: string | null;
  personaNombre: string | null;
  /** What the first line posted, in soles and in the document's currency. */
  importe: string;
  importeMe: string;
  saldo: string;
  saldoMe: string;
  cuotas: CuotaDocumento[];
  /** The purchase's detracción (operaciones.datos.detraccion), when it has one. */
  detraccion: { monto: string; constanciaNumero?: string; constanciaFecha?: string } | null;
};

const l = schema.asientoLineas;
const o = schema.operaciones;

/** Lines of the accounts that hold documents to collect or to pay. */
function deCuentas(tipo: TipoCuentas): SQL {
  const p = prefijosDeCuentas(tipo);
  const incluye = or(...p.incluye.map((x) => sql`${l.cuenta} like ${`${x}%`}`));
  const excluye = p.excluye.map((x) => sql`${l.cuenta} not like ${`${x}%`}`);
  return and(incluye, ...excluye) as SQL;
}

const esClave = (k: ClaveDocumento): SQL =>
  sql`(${l.cuenta} = ${k.cuenta} and ${l.personaId} is not distinct from ${k.personaId}
    and ${l.tipoComprobante} is not distinct from ${k.tipoComprobante}
    and ${l.serie} is not distinct from ${k.serie} and ${l.numero} = ${k.numero})`;

export type FiltroDocumentos = {
  /** Only movements dated up to this day count (balances at a date). */
  corte?: string;
  personaId?: string;
  claves?: readonly ClaveDocumento[];
};

type CuotaVenta = { monto: string; vencimiento: string };
type CuotaCompra = { fecha: string; monto: string };

/**
 * The documents of the company's receivables or payables whose balance is not zero (or those of
 * `claves`, whatever their balance), from the ledger: voided operations and destination entries left
 * out. Instalments are read from the purchase (datos.cuotas) or the sale's document (forma de pago).
 */
export async function leerDocumentos(
  db: Db | Tx,
  empresaId: string,
  tipo: TipoCuentas,
  filtro: FiltroDocumentos = {},
): Promise<DocumentoLeido[]> {
  if (filtro.claves?.length === 0) return [];
  const lado =
    tipo === 'cobrar' ? sql`${l.debe} > 0 or ${l.debeMe} > 0` : sql`${l.haber} > 0 or ${l.haberMe} > 0`;
  const saldo = sql<string>`sum(${l.debe} - ${l.haber})`;
  const saldoMe = sql<string>`sum(${l.debeMe} - ${l.haberMe})`;
  const grupos = await db
    .select({
      cuenta: l.cuenta,
      personaId: l.personaId,
      tipoComprobante: l.tipoComprobante,
      serie: l.serie,
      numero: sql<string>`${l.numero}`,
      saldo,
      saldoMe,
      // The document's first line on its own side: the purchase, the sale or the opening balance.
      origen: sql<string>`(array_agg(${l.id} order by case when ${lado} then 0 else 1 end,
        ${o.fechaContable}, ${l.createdAt}, ${l.linea}))[1]`,
    })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(
      and(
        eq(l.empresaId, empresaId),
        isNull(o.deletedAt),
        eq(l.destino, false),
        isNotNull(l.numero),
        deCuentas(tipo),
        filtro.corte ? lte(o.fechaContable, filtro.corte) : undefined,
        filtro.personaId ? eq(l.personaId, filtro.personaId) : undefined,
        filtro.claves ? or(...filtro.claves.map(esClave)) : undefined,
      ),
    )
    .groupBy(l.cuenta, l.personaId, l.tipoComprobante, l.serie, l.numero)
    .having(filtro.claves ? undefined : sql`${saldo} <> 0 or ${saldoMe} <> 0`);
  if (grupos.length === 0) return [];
  const c = schema.comprobantes;
  const p = schema.personas;
  const origenes = await db
    .select({
      id: l.id,
      fechaVencimiento: l.fechaVencimiento,
      debe: l.debe,
      haber: l.haber,
      debeMe: l.debeMe,
      haberMe: l.haberMe,
      operacionId: o.id,
      tipoOperacion: o.tipoOperacion,
      cuo: o.cuo,
      fechaContable: o.fechaContable,
      fechaEmision: o.fechaEmision,
      fechaVencimientoOperacion: o.fechaVencimiento,
      moneda: o.moneda,
      tipoCambio: o.tipoCambio,
      personaNumero: sql<string | null>`coalesce(${p.numero}, ${o.personaNumeroDocumento})`,
      personaNombre: sql<string | null>`coalesce(${p.razonSocial}, ${o.personaNombre})`,
      cuotasCompra: sql<CuotaCompra[] | null>`${o.datos}->'cuotas'`,
      detraccion: sql<DocumentoLeido['detraccion']>`${o.datos}->'detraccion'`,
      cuotasVenta: sql<CuotaVenta[] | null>`${c.documento}->'entrada'->'formaPago'->'cuotas'`,
    })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .leftJoin(c, eq(c.id, o.comprobanteId))
    .leftJoin(p, eq(p.id, l.personaId))
    .where(
      and(
        eq(l.empresaId, empresaId),
        inArray(
          l.id,
          grupos.map((g) => g.origen),
        ),
      ),
    );
  const porId = new Map(origenes.map((x) => [x.id, x]));
  return grupos.flatMap((g) => {
    const x = porId.get(g.origen);
    if (!x) return [];
    const cobro = tipo === 'cobrar';
    const emision = x.fechaEmision ?? x.fechaContable;
    const cuotas: CuotaDocumento[] = Array.isArray(x.cuotasCompra)
      ? x.cuotasCompra
      : Array.isArray(x.cuotasVenta)
        ? x.cuotasVenta.map((q) => ({ fecha: q.vencimiento, monto: q.monto }))
        : [];
    return [
      {
        cuenta: g.cuenta,
        personaId: g.personaId,
        tipoComprobante: g.tipoComprobante,
        serie: g.serie,
        numero: g.numero,
        id: x.id,
        operacionId: x.operacionId,
        tipoOperacion: x.tipoOperacion,
        cuo: x.cuo,
        fechaEmision: emision,
        fechaVencimiento: x.fechaVencimiento ?? x.fechaVencimientoOperacion ?? emision,
        moneda: x.moneda === 'USD' ? 'USD' : 'PEN',
        tipoCambio: x.tipoCambio,
        personaNumero: x.personaNumero,
        personaNombre: x.personaNombre,
        importe: cobro ? x.debe : x.haber,
        importeMe: cobro ? x.debeMe : x.haberMe,
        saldo: cobro ? fijo(g.saldo) : neg(g.saldo),
        saldoMe: cobro ? fijo(g.saldoMe) : neg(g.saldoMe),
        cuotas,
        detraccion: x.tipoOperacion === 1 ? x.detraccion : null,
      },
    ];
  });
}

const fijo = (v: string) => new Decimal(v).toFixed(2);
const neg = (v: string) => new Decimal(v).negated().toFixed(2);

/** Soles or the document's currency: the amount payments are typed in. */
export const enMonedaDelDocumento = (d: Pick<DocumentoLeido, 'moneda' | 'saldo' | 'saldoMe'>) =>
  d.moneda === 'PEN' ? d.saldo : d.saldoMe;

/** How a document is named in messages and lists: 01 F001-123. */
export const nombreDocumento = (d: Pick<ClaveDocumento, 'tipoComprobante' | 'serie' | 'numero'>) =>
  `${d.tipoComprobante ?? ''} ${d.serie ? `${d.serie}-` : ''}${d.numero}`.trim();
