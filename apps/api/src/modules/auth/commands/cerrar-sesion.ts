import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';

export async function cerrarSesion(deps: Dependencias, sesionId: string): Promise<boolean> {
  const { sesiones } = schema;
  await deps.db
    .update(sesiones)
    .set({ revocadaAt: new Date(), motivoRevocacion: 'logout' })
    .where(and(eq(sesiones.id, sesionId), isNull(sesiones.revocadaAt)));
  return true;
}
