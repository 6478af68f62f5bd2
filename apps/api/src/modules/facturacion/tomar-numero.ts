import { schema, type Tx } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import { entradaInvalida } from '../../shared/errores.ts';

/**
 * Takes a series' next number inside the emitting transaction: UPDATE … RETURNING locks the series row
 * until commit, so concurrent emissions wait in turn and numbers neither skip nor repeat (a rolled back
 * emission gives its number back). A series deactivated meanwhile is refused.
 */
export async function tomarNumero(tx: Tx, serie: { id: string; serie: string }): Promise<number> {
  const [tomado] = await tx
    .update(schema.series)
    .set({ ultimo: sql`${schema.series.ultimo} + 1` })
    .where(and(eq(schema.series.id, serie.id), eq(schema.series.activa, true)))
    .returning({ numero: schema.series.ultimo });
  if (!tomado) throw entradaInvalida(`La serie ${serie.serie} fue desactivada`);
  return tomado.numero;
}
