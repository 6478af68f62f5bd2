import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type CompraVista, exigirCompra, vistaCompra } from './consultar-compra.ts';

/**
 * Voids a purchase: the operation is kept, marked deleted, and leaves the registers, the journal and the
 * balances. Only while its period is open: a closed period's books no longer change.
 */
export async function anularCompra(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<CompraVista> {
  const compra = await exigirCompra(deps, sesion, id);
  if (compra.deletedAt) throw entradaInvalida('La compra ya está anulada');
  const p = schema.periodosContables;
  const [periodo] = await deps.db
    .select({ cerrado: p.cerrado })
    .from(p)
    .where(and(eq(p.empresaId, compra.empresaId), eq(p.periodo, compra.periodo)));
  if (periodo?.cerrado)
    throw entradaInvalida(
      `No se puede anular: el periodo ${compra.periodo.slice(4)}/${compra.periodo.slice(0, 4)} está cerrado`,
    );
  const ahora = new Date();
  const [anulada] = await deps.db
    .update(schema.operaciones)
    .set({ deletedAt: ahora, updatedAt: ahora })
    .where(eq(schema.operaciones.id, compra.id))
    .returning();
  if (!anulada) throw new Error('No se pudo anular la compra');
  return vistaCompra(deps.db, anulada);
}
