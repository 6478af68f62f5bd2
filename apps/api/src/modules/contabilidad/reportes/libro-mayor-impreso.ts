import { type Db, schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, asc, eq, gte, isNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { fechaPeru } from '../../../infra/pdf/formato-texto.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { LOTE, paginar } from '../../ple/leer-operaciones.ts';
import type { FilaReporte } from '../estados-financieros/reporte-tabular.ts';
import { periodoImpreso } from './cuentas-y-empresa.ts';
import type { LibroImpreso } from './libro-impreso.ts';

const o = schema.operaciones;
const l = schema.asientoLineas;
const unir = and(eq(o.id, l.operacionId), eq(o.empresaId, l.empresaId));

/** What the ledger prints: one account with its sub-accounts, or each account moved in a range of codes. */
export type CuentasMayor = { cuenta: string; hasta?: string | null };
type Bloque = { codigo: string; filtro: SQL | undefined };

const CODIGO = /^\d{1,6}$/;

/** The blocks of the ledger: the account itself (as /repo/mayor shows it), or each account of the range. */
async function bloques(
  db: Db,
  empresaId: string,
  c: CuentasMayor,
  hasta: string,
  nombres: Map<string, string>,
): Promise<Bloque[]> {
  const desde = c.cuenta.trim();
  const fin = c.hasta?.trim();
  if (!CODIGO.test(desde) || (fin && !CODIGO.test(fin)))
    throw entradaInvalida('Indique el código de la cuenta');
  if (!fin) {
    if (!nombres.has(desde))
      throw entradaInvalida(`La cuenta ${desde} no existe en el plan de cuentas de la empresa`);
    return [{ codigo: desde, filtro: like(l.cuenta, `${desde}%`) }];
  }
  if (fin < desde) throw entradaInvalida('La cuenta final no puede ser menor que la inicial');
  // Codes compare as text: '42' to '46' takes 4212 and 46991, not 47; '46' itself takes its sub-accounts.
  const filas = await db
    .selectDistinct({ cuenta: l.cuenta })
    .from(l)
    .innerJoin(o, unir)
    .where(
      and(
        eq(l.empresaId, empresaId),
        isNull(o.deletedAt),
        lte(o.periodo, hasta),
        gte(l.cuenta, desde),
        sql`(${l.cuenta} <= ${fin} or ${l.cuenta} like ${`${fin}%`})`,
      ),
    )
    .orderBy(asc(l.cuenta));
  return filas.map((f) => ({ codigo: f.cuenta, filtro: eq(l.cuenta, f.cuenta) }));
}

type Movimiento = {
  periodo: string;
  fecha: string;
  libro: string;
  numeroCuo: number;
  linea: number;
  cuo: string;
  cuenta: string;
  glosa: string;
  debe: string;
  haber: string;
};

/** One block's movements of the range in the ledger's order (date, book, CUO, line), a page at a time. */
function movimientos(db: Db, empresaId: string, b: Bloque, desde: string, hasta: string) {
  return paginar<Movimiento, Movimiento>(
    (despues) =>
      db
        .select({
          periodo: o.periodo,
          fecha: o.fechaContable,
          libro: o.libro,
          numeroCuo: o.numeroCuo,
          linea: l.linea,
          cuo: o.cuo,
          cuenta: l.cuenta,
          glosa: sql<string>`coalesce(${l.glosa}, ${o.glosa})`,
          debe: l.debe,
          haber: l.haber,
        })
        .from(l)
        .innerJoin(o, unir)
        .where(
          and(
            eq(l.empresaId, empresaId),
            b.filtro,
            isNull(o.deletedAt),
            gte(o.periodo, desde),
            lte(o.periodo, hasta),
            despues
              ? sql`(${o.periodo}, ${o.fechaContable}, ${o.libro}, ${o.numeroCuo}, ${l.linea}) > (${despues.periodo}, ${despues.fecha}, ${despues.libro}, ${despues.numeroCuo}, ${despues.linea})`
              : undefined,
          ),
        )
        .orderBy(asc(o.periodo), asc(o.fechaContable), asc(o.libro), asc(o.numeroCuo), asc(l.linea))
        .limit(LOTE),
    (m) => m,
  );
}

async function saldoAnterior(db: Db, empresaId: string, b: Bloque, desde: string): Promise<Decimal> {
  const [r] = await db
    .select({ saldo: sql<string>`coalesce(sum(${l.debe} - ${l.haber}), 0)::text` })
    .from(l)
    .innerJoin(o, unir)
    .where(and(eq(l.empresaId, empresaId), b.filtro, isNull(o.deletedAt), lt(o.periodo, desde)));
  return new Decimal(r?.saldo ?? 0);
}

const deudor = (s: Decimal) => (s.gt(0) ? s.toFixed(2) : '');
const acreedor = (s: Decimal) => (s.lt(0) ? s.negated().toFixed(2) : '');

/** Each block: its title, the balance brought forward, the movements with the running balance, the sums. */
async function* filas(
  db: Db,
  empresaId: string,
  lista: readonly Bloque[],
  desde: string,
  hasta: string,
  nombres: Map<string, string>,
): AsyncGenerator<FilaReporte> {
  for (const b of lista) {
    const inicial = await saldoAnterior(db, empresaId, b, desde);
    let saldo = inicial;
    let debe = new Decimal(0);
    let haber = new Decimal(0);
    yield {
      celdas: [`CUENTA ${b.codigo} ${nombres.get(b.codigo) ?? ''}`.trim(), '', '', '', '', '', ''],
      enfasis: true,
    };
    yield { celdas: ['', '', '', 'Saldo inicial', deudor(inicial), acreedor(inicial), inicial.toFixed(2)] };
    for await (const m of movimientos(db, empresaId, b, desde, hasta)) {
      saldo = saldo.plus(m.debe).minus(m.haber);
      debe = debe.plus(m.debe);
      haber = haber.plus(m.haber);
      const d = new Decimal(m.debe);
      const h = new Decimal(m.haber);
      yield {
        celdas: [
          fechaPeru(m.fecha),
          m.cuo,
          m.cuenta,
          m.glosa,
          d.isZero() ? '' : d.toFixed(2),
          h.isZero() ? '' : h.toFixed(2),
          saldo.toFixed(2),
        ],
      };
    }
    yield {
      celdas: ['', '', '', `Totales ${b.codigo}`, debe.toFixed(2), haber.toFixed(2), saldo.toFixed(2)],
      enfasis: true,
    };
  }
}

/**
 * 6.1: the libro mayor of one account (with its sub-accounts, the totals of /repo/mayor) or of every
 * account moved in a range of codes, between two periods, in soles.
 */
export async function libroMayor61(
  db: Db,
  empresaId: string,
  c: CuentasMayor,
  desde: string,
  hasta: string,
  nombres: Map<string, string>,
): Promise<LibroImpreso> {
  const lista = await bloques(db, empresaId, c, hasta, nombres);
  const cuentas = c.hasta ? `${c.cuenta}-${c.hasta}` : c.cuenta;
  return {
    formato: 'FORMATO 6.1: LIBRO MAYOR',
    archivo: `libro-mayor-${cuentas}-${desde === hasta ? desde : `${desde}-${hasta}`}`,
    periodo: desde === hasta ? periodoImpreso(desde) : `${periodoImpreso(desde)} a ${periodoImpreso(hasta)}`,
    horizontal: false,
    columnas: [
      { encabezado: 'Fecha de la operación', ancho: 11 },
      { encabezado: 'Número correlativo del libro diario', ancho: 18 },
      { encabezado: 'Cuenta', ancho: 9 },
      { encabezado: 'Descripción o glosa de la operación', ancho: 36 },
      { encabezado: 'Deudor', monto: true, ancho: 13 },
      { encabezado: 'Acreedor', monto: true, ancho: 13 },
      { encabezado: 'Saldo', monto: true, ancho: 13 },
    ],
    filas: filas(db, empresaId, lista, desde, hasta, nombres),
  };
}
