import { type Db, schema, type Tx } from '@kipu/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { MovimientoLibro, Operacion } from '../libro/registrar-operacion.ts';

/**
 * An operation of the session's company and of the kind a screen handles (spec 02 §4: 1 purchases,
 * 2 sales, 5 miscellaneous entries…); another company's id, or an id that is not one, is FORBIDDEN.
 */
export async function exigirOperacion(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  tipoOperacion: number,
  otroTipo: string,
): Promise<Operacion> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(id)) throw prohibido();
  const [o] = await deps.db.select().from(schema.operaciones).where(eq(schema.operaciones.id, id));
  if (!o || o.empresaId !== empresaId) throw prohibido();
  if (o.tipoOperacion !== tipoOperacion) throw entradaInvalida(otroTipo);
  return o;
}

/**
 * Voids an operation: it is kept, marked deleted, and leaves the registers, the journal and the
 * balances. Only while its period is open: a closed period's books no longer change.
 */
export async function anularOperacion(
  deps: Dependencias,
  operacion: Operacion,
  yaAnulada: string,
): Promise<Operacion> {
  if (operacion.deletedAt) throw entradaInvalida(yaAnulada);
  const p = schema.periodosContables;
  const [periodo] = await deps.db
    .select({ cerrado: p.cerrado })
    .from(p)
    .where(and(eq(p.empresaId, operacion.empresaId), eq(p.periodo, operacion.periodo)));
  if (periodo?.cerrado)
    throw entradaInvalida(
      `No se puede anular: el periodo ${operacion.periodo.slice(4)}/${operacion.periodo.slice(0, 4)} está cerrado`,
    );
  const ahora = new Date();
  const [anulada] = await deps.db
    .update(schema.operaciones)
    .set({ deletedAt: ahora, updatedAt: ahora })
    .where(eq(schema.operaciones.id, operacion.id))
    .returning();
  if (!anulada) throw new Error('No se pudo anular la operación');
  return anulada;
}

/**
 * Serialises the saves of one document within their transaction (a PostgreSQL advisory lock on its
 * key), so the duplicate check run again inside it cannot let two simultaneous saves both pass.
 */
export async function bloquearDocumento(tx: Tx, clave: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${clave.join('|')}))`);
}

/** An operation's asiento lines in order. */
export const lineasDeOperacion = (db: Db, operacionId: string) =>
  db
    .select()
    .from(schema.asientoLineas)
    .where(eq(schema.asientoLineas.operacionId, operacionId))
    .orderBy(asc(schema.asientoLineas.linea));

/**
 * The asiento with its receivable or payable line naming the counterpart and the document it is
 * collected or paid by (for a note, the one it modifies), so collections and payments can be matched.
 */
export function conDocumento(
  movimientos: readonly MovimientoLibro[],
  cuenta: string,
  documento: { personaId: string | null; tipo: string; serie: string; numero: string; vencimiento: string },
): MovimientoLibro[] {
  return movimientos.map((m) =>
    m.cuenta === cuenta && !m.destino
      ? {
          ...m,
          personaId: documento.personaId,
          tipoComprobante: documento.tipo,
          serie: documento.serie,
          numero: documento.numero,
          fechaVencimiento: documento.vencimiento,
        }
      : m,
  );
}
