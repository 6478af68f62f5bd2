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
  // Only a register line without amounts (a note that changes payment terms) has no asiento.
  const sinAsiento = opciones.sinAsiento === true && movimientos.length === 0;
  const error = sinAsiento ? undefined : validarAsiento(movimientos);
  if (error) throw entradaInvalida(error);
  if (!FECHA.test(nueva.fechaContable)) throw entradaInvalida('La fecha contable no es válida');
  const periodo = nueva.periodo ?? nueva.fechaContable.slice(0, 7).replace('-', '');
  if (!/^\d{6}$/.test(periodo)) throw entradaInvalida('El periodo no es válido');
  const cuentas = sinAsiento
    ? undefined
    : await cuentasNoValidas(
        db,
        nueva.empresaId,
        movimientos.map((m) => m.cuenta),
      );
  if (cuentas) throw entradaInvalida(cuentas);
  // The period's row is read FOR SHARE (made first if the month has none): closing a month takes it
  // FOR UPDATE, so it waits for postings under way and no posting that read 'open' lands after it.
  await db
    .insert(schema.periodosContables)
    .values({ empresaId: nueva.empresaId, periodo })
    .onConflictDoNothing();
  const [cerrado] = await db
    .select({ cerrado: schema.periodosContables.cerrado })
    .from(schema.periodosContables)
    .where(
      and(
        eq(schema.periodosContables.empresaId, nueva.empresaId),
        eq(schema.periodosContables.periodo, periodo),
      ),
    )
    .for('share');
  if (cerrado?.cerrado)
    throw entradaInvalida(`El periodo ${periodo.slice(4)}/${periodo.slice(0, 4)} está cerrado`);

  const [contador] = await db
    .insert(schema.cuoContadores)
    .values({ empresaId: nueva.empresaId, periodo, libro: nueva.libro, ultimo: 1 })
    .onConflictDoUpdate({
      target: [schema.cuoContadores.empresaId, schema.cuoContadores.periodo, schema.cuoContadores.libro],
      set: { ultimo: sql`${schema.cuoContadores.ultimo} + 1` },
    })
    .returning({ ultimo: schema.cuoContadores.ultimo });
  if (!contador) throw new Error('No se pudo tomar el CUO');
  const [operacion] = await db
    .insert(schema.operaciones)
    .values({
      ...nueva,
      periodo,
      numeroCuo: contador.ultimo,
      cuo: cuoDe(nueva.libro, periodo, contador.ultimo),
    })
    .returning();
  if (!operacion) throw new Error('No se pudo registrar la operación');
  if (sinAsiento) return operacion;
  await db.insert(schema.asientoLineas).values(
    movimientos.map((m, i) => ({
      empresaId: nueva.empresaId,
      operacionId: operacion.id,
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
  return operacion;
}
