import { schema, type Tx } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import { entradaInvalida } from '../../shared/errores.ts';

/**
 * Takes a series' next `cuantos` numbers inside the emitting transaction and answers the first:
 * UPDATE … RETURNING locks the series row until commit, so concurrent emissions wait in turn and
 * numbers neither skip nor repeat (a rolled back emission gives its numbers back). A series
 * deactivated meanwhile is refused.
 */
export async function tomarNumeros(
  tx: Tx,
  serie: { id: string; serie: string },
  cuantos: number,
): Promise<number> {
  const [tomado] = await tx
    .update(schema.series)
    .set({ ultimo: sql`${schema.series.ultimo} + ${cuantos}` })
    .where(and(eq(schema.series.id, serie.id), eq(schema.series.activa, true)))
    .returning({ ultimo: schema.series.ultimo });
  if (!tomado) throw entradaInvalida(`La serie ${serie.serie} fue desactivada`);
  return tomado.ultimo - cuantos + 1;
}

/** Takes a series' next number inside the emitting transaction (tomarNumeros of one). */
export const tomarNumero = (tx: Tx, serie: { id: string; serie: string }) => tomarNumeros(tx, serie, 1);
