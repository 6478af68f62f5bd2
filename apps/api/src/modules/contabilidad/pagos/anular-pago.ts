import { schema } from '@kipu/db';
import type { TipoCuentas } from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirPago, type PagoVista, vistaPago } from './consultar-pagos.ts';
import { type DatosCobroPago, guardarConstancia } from './registrar-pago.ts';

/**
 * Voids a collection or payment while its period is open: the operation stays, marked deleted, so the
 * documents it settled owe again. A detracción deposit takes its constancia off the purchase.
 */
export async function anularCobroPago(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentas,
  id: string,
): Promise<PagoVista> {
  const op = await exigirPago(deps, sesion, id, tipo);
  if (op.deletedAt)
    throw entradaInvalida(tipo === 'cobrar' ? 'La cobranza ya está anulada' : 'El pago ya está anulado');
  const p = schema.periodosContables;
  const [periodo] = await deps.db
    .select({ cerrado: p.cerrado })
    .from(p)
    .where(and(eq(p.empresaId, op.empresaId), eq(p.periodo, op.periodo)));
  if (periodo?.cerrado)
    throw entradaInvalida(
      `No se puede anular: el periodo ${op.periodo.slice(4)}/${op.periodo.slice(0, 4)} está cerrado`,
    );
  const detraccion = (op.datos as DatosCobroPago).cobroPago.detraccion;
  const anulada = await deps.db.transaction(async (tx) => {
    const ahora = new Date();
    const [fila] = await tx
      .update(schema.operaciones)
      .set({ deletedAt: ahora, updatedAt: ahora })
      .where(eq(schema.operaciones.id, op.id))
      .returning();
    if (detraccion) await guardarConstancia(tx, op.empresaId, detraccion.operacionId, null);
    return fila;
  });
  if (!anulada) throw new Error('No se pudo anular el pago');
  return vistaPago(deps.db, anulada);
}
