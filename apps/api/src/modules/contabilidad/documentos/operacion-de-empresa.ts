import { type Db, schema, type Tx } from '@kipu/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
 * balances. Only while its period is open (its row read FOR SHARE, as posting does, so a month being
 * closed waits); and, for a document (`conDocumentos`), only while no other live operation moves it —
 * a payment, a collection or a note must be voided first, or the balance they settled would reappear.
 */
export async function anularOperacion(
  deps: Dependencias,
  operacion: Operacion,
  yaAnulada: string,
  opciones: { conDocumentos?: boolean } = {},
): Promise<Operacion> {
  if (operacion.deletedAt) throw entradaInvalida(yaAnulada);
  return deps.db.transaction(async (tx) => {
    const p = schema.periodosContables;
    const [periodo] = await tx
      .select({ cerrado: p.cerrado })
      .from(p)
      .where(and(eq(p.empresaId, operacion.empresaId), eq(p.periodo, operacion.periodo)))
      .for('share');
    if (periodo?.cerrado)
      throw entradaInvalida(
        `No se puede anular: el periodo ${operacion.periodo.slice(4)}/${operacion.periodo.slice(0, 4)} está cerrado`,
      );
    if (opciones.conDocumentos) {
      const movido = await documentoMovido(tx, operacion.id);
      if (movido)
        throw entradaInvalida(
          `No se puede anular: el documento ${movido.documento} tiene movimientos posteriores (${movido.cuo}); anúlelos primero`,
        );
    }
    const ahora = new Date();
    const [anulada] = await tx
      .update(schema.operaciones)
      .set({ deletedAt: ahora, updatedAt: ahora })
      .where(and(eq(schema.operaciones.id, operacion.id), isNull(schema.operaciones.deletedAt)))
      .returning();
    if (!anulada) throw entradaInvalida(yaAnulada);
    return anulada;
  });
}

/**
 * The first live operation, other than this one, with a line on the same account, counterpart and
 * document as one of this operation's receivable or payable lines (a payment, a collection, a note).
 */
async function documentoMovido(
  tx: Tx,
  operacionId: string,
): Promise<{ documento: string; cuo: string } | undefined> {
  const { rows } = (await tx.execute(sql`
    select concat_ws('-', nullif(propia.serie, ''), propia.numero) as documento, otra_op.cuo
    from asiento_lineas propia
    join asiento_lineas otra
      on otra.empresa_id = propia.empresa_id and otra.cuenta = propia.cuenta
     and otra.persona_id is not distinct from propia.persona_id
     and otra.tipo_comprobante is not distinct from propia.tipo_comprobante
     and otra.serie is not distinct from propia.serie and otra.numero = propia.numero
     and otra.operacion_id <> propia.operacion_id
    join operaciones otra_op on otra_op.id = otra.operacion_id and otra_op.deleted_at is null
    where propia.operacion_id = ${operacionId} and propia.numero is not null
    order by otra_op.fecha_contable, otra_op.cuo
    limit 1`)) as unknown as { rows: { documento: string; cuo: string }[] };
  return rows[0];
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
