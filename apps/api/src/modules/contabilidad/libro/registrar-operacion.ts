import { randomUUID } from 'node:crypto';
import { type Db, schema, type Tx } from '@kipu/db';
import { type MovimientoAsiento, validarAsiento } from '@kipu/peru';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { entradaInvalida } from '../../../shared/errores.ts';

type OperacionInsert = typeof schema.operaciones.$inferInsert;
export type Operacion = typeof schema.operaciones.$inferSelect;

/** A line to post, with the counterpart and document receivables and payables are matched by. */
export type MovimientoLibro = MovimientoAsiento & {
  personaId?: string | null;
  tipoComprobante?: string | null;
  serie?: string | null;
  numero?: string | null;
  fechaVencimiento?: string | null;
};

/** The header of an operation; the CUO, its number and the period (from the accounting date) are ours. */
export type NuevaOperacion = Omit<
  OperacionInsert,
  'id' | 'numeroCuo' | 'cuo' | 'periodo' | 'createdAt' | 'updatedAt'
> & {
  periodo?: string;
};

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The printed CUO: book, period and number, digits only so every PLE reader takes it. The book's first
 * four digits tell 080100 from 080200 and 010100 from 010200 (its last two are always 00).
 */
export const cuoDe = (libro: string, periodo: string, numero: number) =>
  `${libro.slice(0, 4)}${periodo}${String(numero).padStart(6, '0')}`;

/** Accounts that are missing from the company's chart, or that have sub-accounts (post to the last level). */
async function cuentasNoValidas(
  db: Db | Tx,
  empresaId: string,
  cuentas: string[],
): Promise<string | undefined> {
  const unicas = [...new Set(cuentas)];
  const c = schema.pcgeCuentas;
  // One read: each account asked for, and whether any live account has it as its parent (spelled
  // out: inside the subquery an unqualified column would be the sub-account's).
  const existentes = await db
    .select({
      codigo: c.codigo,
      conHijas:
        sql<boolean>`exists (select 1 from pcge_cuentas h where h.empresa_id = "pcge_cuentas"."empresa_id"
        and h.codigo_padre = "pcge_cuentas"."codigo" and h.deleted_at is null)`.mapWith(Boolean),
    })
    .from(c)
    .where(and(eq(c.empresaId, empresaId), inArray(c.codigo, unicas), isNull(c.deletedAt)));
  const hay = new Set(existentes.map((e) => e.codigo));
  const falta = unicas.find((u) => !hay.has(u));
  if (falta) return `La cuenta ${falta} no existe en el plan de cuentas de la empresa`;
  const conHijas = existentes.find((e) => e.conHijas);
  if (conHijas)
    return `La cuenta ${conHijas.codigo} tiene subcuentas: registre el movimiento en una cuenta de último nivel`;
  return undefined;
}

/** An operation to post: its header, its lines, and whether it is a register line without asiento. */
export type OperacionPorRegistrar = {
  nueva: NuevaOperacion;
  movimientos: readonly MovimientoLibro[];
  opciones?: { sinAsiento?: boolean };
};

/** Rows per INSERT: an asiento line has 16 parameters, PostgreSQL admits 65,535 per statement. */
const FILAS_POR_INSERT = 2000;

const agrupar = <T>(xs: readonly T[], clave: (x: T) => string) => {
  const grupos = new Map<string, T[]>();
  for (const x of xs) {
    const k = clave(x);
    const g = grupos.get(k);
    if (g) g.push(x);
    else grupos.set(k, [x]);
  }
  return grupos;
};

/**
 * The one ledger service: every area (sales, purchases, payments, payroll, closing) posts through it.
 * It checks the asiento balances, that every account is the company's and of the last level, and that
 * the period is open; then takes the next CUO of the company, period and book (an upsert … RETURNING,
 * serialised by the counter's row) and writes the operation and its lines. Run it inside the caller's
 * transaction so the document and its asiento are written together; the database's deferred trigger
 * re-checks the balance at commit.
 */
export async function registrarOperacion(
  db: Db | Tx,
  nueva: NuevaOperacion,
  movimientos: readonly MovimientoLibro[],
  opciones: { sinAsiento?: boolean } = {},
): Promise<Operacion> {
  const [operacion] = await registrarOperaciones(db, [{ nueva, movimientos, opciones }]);
  if (!operacion) throw new Error('No se pudo registrar la operación');
  return operacion;
}

/**
 * registrarOperacion for several operations at once, as the posting of a burst of sales does: the same
 * checks, one read of the accounts per company, the period read once, the CUOs of a book taken in one
 * upsert (consecutive, in the order given), the operations and their lines in one INSERT each. All or
 * nothing: the first operation that fails a check fails them all. Answers the operations in order.
 */
export async function registrarOperaciones(
  db: Db | Tx,
  lote: readonly OperacionPorRegistrar[],
): Promise<Operacion[]> {
  const preparadas = lote.map(({ nueva, movimientos, opciones }) => {
    // Only a register line without amounts (a note that changes payment terms) has no asiento.
    const sinAsiento = opciones?.sinAsiento === true && movimientos.length === 0;
    const error = sinAsiento ? undefined : validarAsiento(movimientos);
    if (error) throw entradaInvalida(error);
    if (!FECHA.test(nueva.fechaContable)) throw entradaInvalida('La fecha contable no es válida');
    const periodo = nueva.periodo ?? nueva.fechaContable.slice(0, 7).replace('-', '');
    if (!/^\d{6}$/.test(periodo)) throw entradaInvalida('El periodo no es válido');
    return { nueva, movimientos, sinAsiento, periodo, id: randomUUID() };
  });

  for (const [empresaId, ops] of agrupar(preparadas, (o) => o.nueva.empresaId)) {
    const cuentas = ops.flatMap((o) => (o.sinAsiento ? [] : o.movimientos.map((m) => m.cuenta)));
    const error = cuentas.length ? await cuentasNoValidas(db, empresaId, cuentas) : undefined;
    if (error) throw entradaInvalida(error);
  }

  // The period's row is read FOR SHARE (made first if the month has none): closing a month takes it
  // FOR UPDATE, so it waits for postings under way and no posting that read 'open' lands after it.
  for (const ops of agrupar(preparadas, (o) => `${o.nueva.empresaId} ${o.periodo}`).values()) {
    const { nueva, periodo } = ops[0] as (typeof preparadas)[number];
    await periodoAbierto(db, nueva.empresaId, periodo);
  }

  const numeros = new Map<(typeof preparadas)[number], number>();
  for (const ops of agrupar(
    preparadas,
    (o) => `${o.nueva.empresaId} ${o.periodo} ${o.nueva.libro}`,
  ).values()) {
    const { nueva, periodo } = ops[0] as (typeof preparadas)[number];
    const ultimo = await tomarCuos(db, nueva.empresaId, periodo, nueva.libro, ops.length);
    ops.forEach((o, i) => {
      numeros.set(o, ultimo - ops.length + 1 + i);
    });
  }

  const operaciones = await db
    .insert(schema.operaciones)
    .values(
      preparadas.map((o) => {
        const numero = numeros.get(o) ?? 0;
        return {
          ...o.nueva,
          id: o.id,
          periodo: o.periodo,
          numeroCuo: numero,
          cuo: cuoDe(o.nueva.libro, o.periodo, numero),
        };
      }),
    )
    .returning();
  const porId = new Map(operaciones.map((o) => [o.id, o]));

  const lineas = preparadas.flatMap((o) =>
    o.sinAsiento
      ? []
      : o.movimientos.map((m, i) => ({
          empresaId: o.nueva.empresaId,
          operacionId: o.id,
          linea: i + 1,
          cuenta: m.cuenta,
          debe: m.debe,
          haber: m.haber,
          debeMe: m.debeMe,
          haberMe: m.haberMe,
          glosa: m.glosa ?? null,
          centroCostoId: m.centroCostoId ?? null,
          personaId: m.personaId ?? null,
          tipoComprobante: m.tipoComprobante ?? null,
          serie: m.serie ?? null,
          numero: m.numero ?? null,
          fechaVencimiento: m.fechaVencimiento ?? null,
          destino: m.destino ?? false,
        })),
  );
  for (let i = 0; i < lineas.length; i += FILAS_POR_INSERT)
    await db.insert(schema.asientoLineas).values(lineas.slice(i, i + FILAS_POR_INSERT));

  return preparadas.map((o) => {
    const operacion = porId.get(o.id);
    if (!operacion) throw new Error('No se pudo registrar la operación');
    return operacion;
  });
}

/** Makes the period's row if the month has none and reads it FOR SHARE; a closed period is refused. */
async function periodoAbierto(db: Db | Tx, empresaId: string, periodo: string): Promise<void> {
  await db.insert(schema.periodosContables).values({ empresaId, periodo }).onConflictDoNothing();
  const [fila] = await db
    .select({ cerrado: schema.periodosContables.cerrado })
    .from(schema.periodosContables)
    .where(
      and(eq(schema.periodosContables.empresaId, empresaId), eq(schema.periodosContables.periodo, periodo)),
    )
    .for('share');
  if (fila?.cerrado)
    throw entradaInvalida(`El periodo ${periodo.slice(4)}/${periodo.slice(0, 4)} está cerrado`);
}

/** Takes `n` CUO numbers of the book and period; answers the last (the first is last − n + 1). */
async function tomarCuos(db: Db | Tx, empresaId: string, periodo: string, libro: string, n: number) {
  const c = schema.cuoContadores;
  const [contador] = await db
    .insert(c)
    .values({ empresaId, periodo, libro, ultimo: n })
    .onConflictDoUpdate({
      target: [c.empresaId, c.periodo, c.libro],
      set: { ultimo: sql`${c.ultimo} + ${n}` },
    })
    .returning({ ultimo: c.ultimo });
  if (!contador) throw new Error('No se pudo tomar el CUO');
  return contador.ultimo;
}
