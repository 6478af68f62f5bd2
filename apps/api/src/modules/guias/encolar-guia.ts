import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { mensajeDe } from '../../shared/errores.ts';

/**
 * Queues a guide's sending once its transaction committed (a job must never see a guide that may
 * still roll back). A queue failure leaves it 'pendiente' with the reason; answers that reason or null.
 */
export async function encolarGuia(deps: Dependencias, guiaId: string): Promise<string | null> {
  try {
    await deps.cola.enviar('envio_guia', { guiaId });
    return null;
  } catch (e) {
    const ultimoError = `No se pudo encolar el envío: ${mensajeDe(e)}`;
    await deps.db.update(schema.guias).set({ ultimoError }).where(eq(schema.guias.id, guiaId));
    return ultimoError;
  }
}
