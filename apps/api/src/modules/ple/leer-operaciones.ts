import { type Db, schema, type Tx } from '@kipu/db';
import { and, asc, count, countDistinct, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';

/** Rows read per query: every book is read in pages, never whole. */
export const LOTE = 1000;

type OperacionLeida = typeof schema.operaciones.$inferSelect;

/**
 * Keyset pagination: asks for the page after the last row seen until a page comes back short, yielding
 * the rows one by one, so only one page is held at a time.
 */
export async function* paginar<T, K>(
  leer: (despues: K | undefined) => Promise<T[]>,
  clave: (fila: T) => K,
): AsyncGenerator<T> {
  let despues: K | undefined;
  for (;;) {
    const pagina = await leer(despues);
    yield* pagina;
    const ultima = pagina.at(-1);
    if (pagina.length < LOTE || ultima === undefined) return;
    despues = clave(ultima);
  }
}

const o = schema.operaciones;
const l = schema.asientoLineas;
const delPeriodo = (empresaId: string, periodo: string) =>
  and(eq(o.empresaId, empresaId), eq(o.periodo, periodo), isNull(o.deletedAt));

/**
 * Runs a page's query with sorting discouraged, so the planner walks the unique index that already
 * holds the CUO order. Without statistics (PGlite runs no autovacuum) it prefers the shorter
 * (empresa, periodo, libro) index and sorts the rest of the period for every page.
 */
function enOrdenDelIndice<T>(db: Db, consulta: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return consulta(tx);
  });
}

/** Operations from a CUO on: a bound on the unique index (empresa, periodo, libro, numero_cuo). */
const desdeCuo = (empresaId: string, periodo: string, libro: string, numeroCuo: number) =>
  sql`(${o.empresaId}, ${o.periodo}, ${o.libro}, ${o.numeroCuo}) >= (${empresaId}, ${periodo}, ${libro}, ${numeroCuo})`;
const ordenCuo = [asc(o.empresaId), asc(o.periodo), asc(o.libro), asc(o.numeroCuo)];

/** The columns of an operation every book writes from. */
const CABECERA = {
  periodo: o.periodo,
  libro: o.libro,
  tipoOperacion: o.tipoOperacion,
  numeroCuo: o.numeroCuo,
  cuo: o.cuo,
  fechaContable: o.fechaContable,
  fechaEmision: o.fechaEmision,
  fechaVencimiento: o.fechaVencimiento,
  moneda: o.moneda,
  personaTipoDocumento: o.personaTipoDocumento,
  personaNumeroDocumento: o.personaNumeroDocumento,
  tipoComprobante: o.tipoComprobante,
  serie: o.serie,
  numero: o.numero,
  estadoPle: o.estadoPle,
};

/** The columns a register line is written from. */
const REGISTRO = {
  ...CABECERA,
  tipoCambio: o.tipoCambio,
  personaNombre: o.personaNombre,
  numeroFinal: o.numeroFinal,
  modificaFecha: o.modificaFecha,
  modificaTipo: o.modificaTipo,
  modificaSerie: o.modificaSerie,
  modificaNumero: o.modificaNumero,
  exportacion: o.exportacion,
  baseGravada: o.baseGravada,
  igv: o.igv,
  baseGravadaMixta: o.baseGravadaMixta,
  igvMixta: o.igvMixta,
  baseSinCredito: o.baseSinCredito,
  igvSinCredito: o.igvSinCredito,
  exonerada: o.exonerada,
  inafecta: o.inafecta,
  isc: o.isc,
  icbper: o.icbper,
  otros: o.otros,
  total: o.total,
  datos: o.datos,
};

export type OperacionDeRegistro = Pick<OperacionLeida, keyof typeof REGISTRO>;

/** A register's operations (14.1, 8.1, 8.2) in CUO order, a page at a time along the unique index. */
export function operacionesDelRegistro(db: Db, empresaId: string, periodo: string, libro: string) {
  return paginar<OperacionDeRegistro, number>(
    (despues) =>
      enOrdenDelIndice(db, (tx) =>
        tx
          .select(REGISTRO)
          .from(o)
          .where(
            and(
              delPeriodo(empresaId, periodo),
              eq(o.libro, libro),
              despues === undefined ? undefined : desdeCuo(empresaId, periodo, libro, despues + 1),
            ),
          )
          .orderBy(...ordenCuo)
          .limit(LOTE),
      ),
    (op) => op.numeroCuo,
  );
}

export async function contarDelRegistro(db: Db, empresaId: string, periodo: string, libro: string) {
  const [r] = await db
    .select({ n: count() })
    .from(o)
    .where(and(delPeriodo(empresaId, periodo), eq(o.libro, libro)));
  return Number(r?.n ?? 0);
}

/** One movement of the journal with the operation it belongs to and its cost centre's code. */
export const MOVIMIENTO = {
  operacion: { ...CABECERA, glosa: o.glosa, glosaReferencia: o.glosaReferencia },
  linea: {
    linea: l.linea,
    cuenta: l.cuenta,
    debe: l.debe,
    haber: l.haber,
    glosa: l.glosa,
    tipoComprobante: l.tipoComprobante,
    serie: l.serie,
    numero: l.numero,
    fechaVencimiento: l.fechaVencimiento,
  },
  centroCosto: schema.centrosCosto.codigo,
};

type Linea = typeof schema.asientoLineas.$inferSelect;
export type MovimientoLeido = {
  operacion: Pick<OperacionLeida, keyof typeof MOVIMIENTO.operacion>;
  linea: Pick<Linea, keyof typeof MOVIMIENTO.linea>;
  centroCosto: string | null;
};

type Posicion = { libro: string; numeroCuo: number; linea: number };

function movimientos(
  db: Db,
  empresaId: string,
  periodo: string,
  filtro: SQL | undefined,
  despues?: Posicion,
): Promise<MovimientoLeido[]> {
  const consulta = (q: Db | Tx) =>
    q
      .select(MOVIMIENTO)
      .from(l)
      .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
      .leftJoin(schema.centrosCosto, eq(schema.centrosCosto.id, l.centroCostoId))
      .where(
        and(
          eq(l.empresaId, empresaId),
          delPeriodo(empresaId, periodo),
          filtro,
          despues ? desdeCuo(empresaId, periodo, despues.libro, despues.numeroCuo) : undefined,
          despues
            ? sql`(${o.libro}, ${o.numeroCuo}, ${l.linea}) > (${despues.libro}, ${despues.numeroCuo}, ${despues.linea})`
            : undefined,
        ),
      )
      .orderBy(...ordenCuo, asc(l.linea))
      .limit(LOTE);
  // One account's lines are few and come by the account's index; the whole journal goes by CUO.
  return filtro ? consulta(db) : enOrdenDelIndice(db, consulta);
}

export const posicion = (m: MovimientoLeido): Posicion => ({
  libro: m.operacion.libro ?? '',
  numeroCuo: m.operacion.numeroCuo ?? 0,
  linea: m.linea.linea ?? 0,
});

/** 5.1: every movement of the period, asiento by asiento in CUO order (book, then number), line by line. */
export function movimientosDelPeriodo(db: Db, empresaId: string, periodo: string) {
  return paginar((despues) => movimientos(db, empresaId, periodo, undefined, despues), posicion);
}

/** 6.1: the same movements account by account; each account's in CUO order. */
export async function* movimientosPorCuenta(db: Db, empresaId: string, periodo: string) {
  const cuentas = await db
    .selectDistinct({ cuenta: l.cuenta })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(and(eq(l.empresaId, empresaId), delPeriodo(empresaId, periodo)))
    .orderBy(asc(l.cuenta));
  for (const { cuenta } of cuentas)
    yield* paginar((despues) => movimientos(db, empresaId, periodo, eq(l.cuenta, cuenta), despues), posicion);
}

export async function contarMovimientos(db: Db, empresaId: string, periodo: string) {
  const [r] = await db
    .select({ n: count() })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(and(eq(l.empresaId, empresaId), delPeriodo(empresaId, periodo)));
  return Number(r?.n ?? 0);
}

const c = schema.pcgeCuentas;
/** 5.3 lists the accounts of three digits or more (the structure's rule for field 2). */
const cuentasDelPlan = (empresaId: string) =>
  and(eq(c.empresaId, empresaId), isNull(c.deletedAt), sql`length(${c.codigo}) >= 3`);

/** 5.3: the company's chart of accounts in code order. */
export function cuentasDelPlanContable(db: Db, empresaId: string) {
  return paginar<{ codigo: string; denominacion: string }, string>(
    (despues) =>
      db
        .select({ codigo: c.codigo, denominacion: c.denominacion })
        .from(c)
        .where(and(cuentasDelPlan(empresaId), despues ? gt(c.codigo, despues) : undefined))
        .orderBy(asc(c.codigo))
        .limit(LOTE),
    (cuenta) => cuenta.codigo,
  );
}

export async function contarCuentasDelPlan(db: Db, empresaId: string) {
  const [r] = await db
    .select({ n: countDistinct(c.codigo) })
    .from(c)
    .where(cuentasDelPlan(empresaId));
  return Number(r?.n ?? 0);
}
