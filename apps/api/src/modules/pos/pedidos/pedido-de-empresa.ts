import { type Db, schema, type Tx } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import { cuentaDe } from './cuenta-pedido.ts';

export type Pedido = typeof schema.posPedidos.$inferSelect;

/** An order of the company; another company's id, or none, is FORBIDDEN. */
export async function pedidoDeEmpresa(db: Db | Tx, empresaId: string, id: string): Promise<Pedido> {
  if (!esUuid(id)) throw prohibido();
  const [p] = await db.select().from(schema.posPedidos).where(eq(schema.posPedidos.id, id));
  if (!p || p.empresaId !== empresaId) throw prohibido();
  return p;
}

/**
 * The open order, locked for the rest of the transaction (FOR UPDATE): concurrent additions, sendings
 * and charges of one order take turns, so none overwrites another's total or lines.
 */
export async function bloquearPedidoAbierto(tx: Tx, empresaId: string, id: string): Promise<Pedido> {
  await pedidoDeEmpresa(tx, empresaId, id);
  const [p] = await tx.select().from(schema.posPedidos).where(eq(schema.posPedidos.id, id)).for('update');
  if (!p) throw prohibido();
  if (p.estado !== 'abierto') throw entradaInvalida('El pedido ya no está abierto');
  return p;
}

/**
 * Recomputes and stores an order's total from all its lines (inside the order's lock): its documents
 * already emitted plus what remains, priced as one more document.
 */
export async function recalcularTotal(tx: Tx, pedidoId: string): Promise<Pedido> {
  const { total } = await cuentaDe(tx, pedidoId);
  const [p] = await tx
    .update(schema.posPedidos)
    .set({ total })
    .where(eq(schema.posPedidos.id, pedidoId))
    .returning();
  if (!p) throw prohibido();
  return p;
}

/** Runs `f` with the order locked and open, then answers it with its new total. */
export function conPedidoAbierto<R>(
  deps: Dependencias,
  empresaId: string,
  id: string,
  f: (tx: Tx, p: Pedido) => Promise<R>,
): Promise<{ pedido: Pedido; resultado: R }> {
  return deps.db.transaction(async (tx) => {
    const p = await bloquearPedidoAbierto(tx, empresaId, id);
    const resultado = await f(tx, p);
    return { pedido: await recalcularTotal(tx, id), resultado };
  });
}
