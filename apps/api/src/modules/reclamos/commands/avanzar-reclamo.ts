import { ESTADOS_RECLAMO, type EstadoReclamo, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { correoSeguimientoReclamo } from '../correos-reclamo.ts';
import { type ReclamoAdmin, reclamoPorId, vistaAdmin } from '../queries/listar-reclamos.ts';

const FINAL: EstadoReclamo = 'RECLAMO ATENDIDO';

/**
 * Moves a complaint forward (never back) with a description: a tracking entry the consumer sees, and a
 * mail to them. The final state carries the answer and its date.
 */
export async function avanzarReclamo(
  deps: Dependencias,
  usuarioId: string,
  input: { id: string; estado: string; descripcion: string },
): Promise<ReclamoAdmin> {
  const r = await reclamoPorId(deps, input.id);
  const destino = ESTADOS_RECLAMO.indexOf(input.estado as EstadoReclamo);
  if (destino < 0) throw entradaInvalida('Estado no válido');
  const descripcion = input.descripcion.trim();
  if (descripcion.length < 5 || descripcion.length > 3000)
    throw entradaInvalida('Ingrese una descripción (de 5 a 3000 caracteres)');
  if (r.estado === FINAL) throw entradaInvalida('El reclamo ya fue atendido');
  if (destino <= ESTADOS_RECLAMO.indexOf(r.estado))
    throw entradaInvalida('El reclamo ya pasó por ese estado');
  const estado = ESTADOS_RECLAMO[destino] ?? FINAL;
  const final = estado === FINAL;
  const { reclamos, reclamoSeguimientos } = schema;
  const actualizado = await deps.db.transaction(async (tx) => {
    await tx.insert(reclamoSeguimientos).values({ reclamoId: r.id, estado, descripcion, usuarioId });
    const [fila] = await tx
      .update(reclamos)
      .set({ estado, ...(final ? { respuesta: descripcion, respondidoAt: new Date() } : {}) })
      .where(eq(reclamos.id, r.id))
      .returning();
    return fila ?? r;
  });
  await deps.cartero.enviar(correoSeguimientoReclamo(actualizado, estado, descripcion));
  return vistaAdmin(actualizado);
}
