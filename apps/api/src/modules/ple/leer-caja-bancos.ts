import { type Db, schema } from '@kipu/db';
import { and, asc, count, eq, inArray, isNull, like, notInArray, type SQL, sql } from 'drizzle-orm';
import { LOTE, MOVIMIENTO, type MovimientoLeido, paginar, posicion } from './leer-operaciones.ts';

/** A movement of a cash or bank account with what 1.2 adds: the counterpart's name and the payment's data. */
export type MovimientoEfectivo = MovimientoLeido & {
  operacion: MovimientoLeido['operacion'] & { personaNombre: string | null; datos: Record<string, unknown> };
};

/** The company's bank accounts by their 10x account: the bank (tabla 3) and the account number. */
export type CuentasBancarias = Map<string, { bancoId: string; cuenta: string }>;

const l = schema.asientoLineas;
const o = schema.operaciones;

export async function cuentasBancarias(db: Db, empresaId: string): Promise<CuentasBancarias> {
  const f = schema.cuentasFinancieras;
  const filas = await db
    .select({ pcge: schema.pcgeCuentas.codigo, bancoId: f.bancoId, cuenta: f.cuenta })
    .from(f)
    .innerJoin(schema.pcgeCuentas, eq(schema.pcgeCuentas.id, f.pcgeId))
    .where(and(eq(f.empresaId, empresaId), eq(f.tipo, 'banco')))
    .orderBy(asc(f.createdAt));
  const mapa: CuentasBancarias = new Map();
  for (const c of filas)
    if (!mapa.has(c.pcge)) mapa.set(c.pcge, { bancoId: c.bancoId ?? '', cuenta: c.cuenta ?? '' });
  return mapa;
}

/**
 * Which lines each book takes: 1.2 the lines of the accounts tied to a bank account (whose bank and
 * number it prints), 1.1 every other line of element 10 — whichever book posted them, so a bank
 * commission posted as an asiento vario is a bank movement too.
 */
export const filtroCaja = (bancos: CuentasBancarias): SQL | undefined =>
  and(like(l.cuenta, '10%'), bancos.size > 0 ? notInArray(l.cuenta, [...bancos.keys()]) : undefined);
export const filtroBancos = (bancos: CuentasBancarias): SQL =>
  bancos.size > 0 ? inArray(l.cuenta, [...bancos.keys()]) : sql`false`;

const delPeriodo = (empresaId: string, periodo: string, filtro: SQL | undefined) =>
  and(
    eq(l.empresaId, empresaId),
    eq(o.empresaId, empresaId),
    eq(o.periodo, periodo),
    isNull(o.deletedAt),
    filtro,
  );

/** The period's movements of those accounts in CUO order, a page at a time. */
export function movimientosDeEfectivo(db: Db, empresaId: string, periodo: string, filtro: SQL | undefined) {
  return paginar<MovimientoEfectivo, ReturnType<typeof posicion>>(
    (despues) =>
      db
        .select({
          ...MOVIMIENTO,
          operacion: { ...MOVIMIENTO.operacion, personaNombre: o.personaNombre, datos: o.datos },
        })
        .from(l)
        .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
        .leftJoin(schema.centrosCosto, eq(schema.centrosCosto.id, l.centroCostoId))
        .where(
          and(
            delPeriodo(empresaId, periodo, filtro),
            despues
              ? sql`(${o.libro}, ${o.numeroCuo}, ${l.linea}) > (${despues.libro}, ${despues.numeroCuo}, ${despues.linea})`
              : undefined,
          ),
        )
        .orderBy(asc(o.libro), asc(o.numeroCuo), asc(l.linea))
        .limit(LOTE),
    posicion,
  );
}

export async function contarEfectivo(db: Db, empresaId: string, periodo: string, filtro: SQL | undefined) {
  const [r] = await db
    .select({ n: count() })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(delPeriodo(empresaId, periodo, filtro));
  return Number(r?.n ?? 0);
}
